/**
 * The sign-in window (a top-level page on Hireloop's origin, where the session cookie is
 * first-party): sign in or create an account, then agree to give the partner's widget its
 * credential. The credential goes to the frame that opened this window, and the window closes.
 */
import {
  AuthProvider,
  HireloopProvider,
  serverMessage,
  useAuth,
  useHireloop,
} from '@hireloop/hooks';
import { createClient } from '@hireloop/sdk';
import { EMBED_TEXTS, EmbedConsent, Skeleton, type EmbedAuthMode } from '@hireloop/ui';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AuthorizeParams, EmbedConfig } from './config';
import { FrameToaster } from './FrameToaster';
import { sendCredential } from './signInWindow';

const stay = () => undefined;
const EmbedAuthForm = lazy(() => import('./AuthForm'));

export function AuthorizePage({
  config,
  params,
}: {
  config: EmbedConfig;
  params: AuthorizeParams;
}) {
  const [client] = useState(() => createClient());
  return (
    <HireloopProvider client={client} navigate={stay}>
      <AuthProvider>
        <main className="mx-auto grid max-w-md gap-6 p-6">
          <p className="text-sm font-semibold tracking-tight text-primary">Hireloop</p>
          <Authorize config={config} params={params} />
        </main>
        <FrameToaster />
      </AuthProvider>
    </HireloopProvider>
  );
}

function Authorize({ config, params }: { config: EmbedConfig; params: AuthorizeParams }) {
  const { client } = useHireloop();
  const { user, isLoading, login, register, logout, isLoggingIn, isRegistering, isLoggingOut } =
    useAuth();
  const [mode, setMode] = useState<EmbedAuthMode>('sign-in');
  const grant = useMutation({
    mutationFn: () =>
      client.embed.createToken({
        publishableKey: config.publishableKey,
        origin: config.parentOrigin ?? '',
      }),
    onSuccess: (token) => {
      sendCredential(window.opener as Window, token, params.nonce);
      window.close();
    },
  });

  const opener = window.opener as Window | null;
  if (config.error || !opener || !config.parentOrigin || !params.nonce) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {EMBED_TEXTS.lostOpener}
      </p>
    );
  }
  const loading = (
    <div role="status" aria-label="Loading" className="grid gap-3">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
  if (isLoading) return loading;
  if (!user) {
    return (
      <Suspense fallback={loading}>
        <EmbedAuthForm
          mode={mode}
          onModeChange={setMode}
          role={params.role}
          pending={isLoggingIn || isRegistering}
          onSignIn={(input) => void login(input)}
          onRegister={(input) => void register(input)}
        />
      </Suspense>
    );
  }
  return (
    <EmbedConsent
      partnerName={config.partnerName}
      purpose={EMBED_TEXTS.purpose[params.purpose]}
      user={user}
      pending={grant.isPending || isLoggingOut}
      error={
        grant.isError
          ? (serverMessage(grant.error) ?? 'Something went wrong. Please try again.')
          : undefined
      }
      onContinue={() => grant.mutate()}
      onSwitchAccount={() => void logout()}
    />
  );
}
