import { useAuth, useHireloop } from '@hireloop/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFrame } from './FrameContext';
import { useCredential } from './useCredential';

/**
 * The widget's signed-in person: the credential's user as the server sees it now. A credential
 * the server no longer takes (expired, signed out of Hireloop, the partner revoked) is dropped,
 * and the host hears `signed-out`. `signOut` revokes it on the server, then forgets it.
 */
export function useEmbedSession() {
  const { credential, bridge } = useFrame();
  const { client } = useHireloop();
  const token = useCredential();
  const { user, isLoading } = useAuth();
  const stale = token !== null && !isLoading && user === null;
  useEffect(() => {
    if (!stale) return;
    credential.clear();
    bridge.send('error', { code: 'signed-out' });
  }, [stale, credential, bridge]);
  const signOut = useMutation({
    mutationFn: () => client.embed.signOut(),
    // Forgotten here whatever the server says: the visitor asked to be signed out.
    onSettled: () => credential.clear(),
  });
  return {
    user: token ? user : null,
    isLoading: token !== null && isLoading,
    signOut: () => signOut.mutate(),
    isSigningOut: signOut.isPending,
  };
}
