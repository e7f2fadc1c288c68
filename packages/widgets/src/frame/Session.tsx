/**
 * The signed-in part of a widget: the hooks' session providers over the embed credential, who it
 * signs in (dropped when the server no longer takes it), and the account bar with sign-out.
 * Imported only by the widgets' signed-in chunks.
 */
import { AccountProvider, AuthProvider } from '@hireloop/hooks';
import type { User } from '@hireloop/sdk';
import { EmbedAccountBar } from '@hireloop/ui';
import type { ReactNode } from 'react';
import { FrameLoading } from './FrameLoading';
import { useEmbedSession } from './useEmbedSession';

export function Session({
  children,
  loading = <FrameLoading />,
}: {
  /** What the signed-in person sees under the account bar. */
  children: (user: User) => ReactNode;
  /** Shown while the session loads. @default a skeleton */
  loading?: ReactNode;
}) {
  return (
    <AuthProvider>
      <AccountProvider>
        <SessionGate loading={loading}>{children}</SessionGate>
      </AccountProvider>
    </AuthProvider>
  );
}

function SessionGate({
  children,
  loading,
}: {
  children: (user: User) => ReactNode;
  loading: ReactNode;
}) {
  const session = useEmbedSession();
  if (session.isLoading) return loading;
  // A credential the server refused is being dropped: the page shows its signed-out view.
  if (!session.user) return null;
  return (
    <>
      <EmbedAccountBar
        name={session.user.name}
        onSignOut={session.signOut}
        signingOut={session.isSigningOut}
      />
      {children(session.user)}
    </>
  );
}
