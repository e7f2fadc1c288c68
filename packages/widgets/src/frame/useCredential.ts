import { useSyncExternalStore } from 'react';
import type { EmbedToken } from '@hireloop/sdk/schemas';
import { useFrame } from './FrameContext';

/** The widget's embed credential, or null; re-renders when the visitor signs in or out. */
export function useCredential(): EmbedToken | null {
  const { credential } = useFrame();
  return useSyncExternalStore(credential.subscribe, credential.get, () => null);
}
