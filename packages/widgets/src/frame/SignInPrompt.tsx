import { EMBED_TEXTS, EmbedSignIn, type EmbedSignInState } from '@hireloop/ui';
import { useEffect, useRef, useState } from 'react';
import { useFrame } from './FrameContext';
import { newNonce, openSignInWindow, SignInError, type SignInWindow } from './signInWindow';

/** The address of the sign-in window for this widget. */
export function signInUrl(frame: ReturnType<typeof useFrame>, nonce: string): string {
  const { config, params } = frame;
  const url = new URL('/embed/v1/authorize', config.appOrigin);
  url.searchParams.set('key', config.publishableKey);
  url.searchParams.set('origin', config.parentOrigin ?? '');
  url.searchParams.set('purpose', config.widget);
  // The account a new visitor creates: employers post job requests; the subscription widget's
  // account type otherwise.
  url.searchParams.set('role', config.widget === 'job-request' ? 'employer' : params.accountType);
  url.searchParams.set('theme', params.theme);
  url.searchParams.set('nonce', nonce);
  return url.toString();
}

/**
 * Starts the sign-in: opens the window (from a click) and stores the credential it hands back.
 * Resolves true once signed in.
 */
export function useSignIn() {
  const frame = useFrame();
  const [state, setState] = useState<EmbedSignInState>('idle');
  const open = useRef<SignInWindow | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const signIn = async (): Promise<boolean> => {
    if (state === 'waiting' && open.current) {
      open.current.focus();
      return false;
    }
    const nonce = newNonce();
    const started = openSignInWindow(signInUrl(frame, nonce), nonce);
    open.current = started;
    setState('waiting');
    try {
      frame.credential.set(await started.result);
      if (alive.current) setState('idle');
      return true;
    } catch (error) {
      if (!alive.current) return false;
      const blocked = error instanceof SignInError && error.reason === 'popup-blocked';
      setState(blocked ? 'blocked' : 'idle');
      if (blocked) frame.bridge.send('error', { code: 'popup-blocked' });
      return false;
    } finally {
      if (open.current === started) open.current = null;
    }
  };
  return { state, signIn };
}

/** The widget's sign-in prompt, connected. */
export function SignInPrompt({
  onStart,
  onSignedIn,
}: {
  /** The sign-in window opened (a moment to download what comes next). */
  onStart?: () => void;
  onSignedIn?: () => void;
}) {
  const { config } = useFrame();
  const { state, signIn } = useSignIn();
  return (
    <EmbedSignIn
      partnerName={config.partnerName}
      purpose={EMBED_TEXTS.purpose[config.widget === 'authorize' ? 'job-request' : config.widget]}
      state={state}
      onSignIn={() => {
        onStart?.();
        void signIn().then((signed) => {
          if (signed) onSignedIn?.();
        });
      }}
    />
  );
}
