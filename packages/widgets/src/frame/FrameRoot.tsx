/**
 * The root of a widget frame: the sdk client (sending the embed credential as a bearer header,
 * never a cookie: a third-party frame has none) and the hooks' HireloopProvider over it, the
 * content size reported to the host, and the toasts (the theme is boot.tsx's). The session providers
 * (who is signed in) come with the signed-in parts (./Session.tsx), which a visitor who never
 * signs in never downloads.
 */
import { createHireloopQueryClient, HireloopProvider } from '@hireloop/hooks';
import { createClient, createHireloopStorage } from '@hireloop/sdk';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CheckoutLink } from './CheckoutLink';
import { FrameContext, type FrameContextValue } from './FrameContext';
import { FrameToaster } from './FrameToaster';
import { useReportSize } from './useReportSize';

const stay = () => undefined;

export function FrameRoot({ frame, children }: { frame: FrameContextValue; children: ReactNode }) {
  const { bridge, credential, params } = frame;
  const [client] = useState(() =>
    createClient({
      headers: (): Record<string, string> => {
        const token = credential.get();
        return token ? { authorization: `Bearer ${token.token}` } : {};
      },
    }),
  );
  // A cache per credential: another person's data never shows, and a new sign-in fetches who it
  // is at once. The components keep their state (what was typed, a checkout waiting for sign-in).
  const token = useSyncExternalStore(credential.subscribe, credential.get, () => null)?.token;
  const [cache, setCache] = useState(() => ({ token, queryClient: createHireloopQueryClient() }));
  if (cache.token !== token) setCache({ token, queryClient: createHireloopQueryClient() });
  const { queryClient } = cache;
  // Memory only: a third-party frame may not touch the browser's storage, and needs none of it.
  const [storage] = useState(() => createHireloopStorage());
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  useReportSize(content, bridge);

  useEffect(() => {
    bridge.send('ready', {});
  }, [bridge]);

  return (
    <FrameContext.Provider value={frame}>
      <HireloopProvider
        client={client}
        queryClient={queryClient}
        storage={storage}
        navigate={stay}
        // Checkout leaves the frame: the host sends the top window there, or the visitor opens it.
        redirect={(url) => {
          setCheckoutUrl(null);
          void bridge.navigateTop(url).then((navigating) => {
            if (!navigating) setCheckoutUrl(url);
          });
        }}
        checkoutReturnUrl={params.returnUrl}
      >
        <div ref={content} className="grid gap-4 p-1">
          {children}
          {checkoutUrl ? <CheckoutLink url={checkoutUrl} /> : null}
        </div>
        <FrameToaster />
      </HireloopProvider>
    </FrameContext.Provider>
  );
}
