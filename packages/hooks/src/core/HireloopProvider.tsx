import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createBrowserStorage, type Client, type HireloopStorage, type User } from '@hireloop/sdk';
import { MissingProviderError } from '../errors/MissingProviderError';
import { createHireloopQueryClient } from './queryClient';

/** Where to go inside the app; the app's router does it (`navigate('/auth')`). */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** The traits SPEC §7's analytics identify call sends. */
export type AnalyticsTraits = Pick<User, 'id' | 'email' | 'name' | 'role' | 'title'>;

/** Optional analytics (SPEC §7 "an analytics identify call … (third-party service)"). */
export interface Analytics {
  identify(traits: AnalyticsTraits): void;
}

/** What `useLiveUpdates` opens: the browser's `EventSource`, or any object shaped like it. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  readonly readyState: number;
}

export interface HireloopProviderProps {
  /** The sdk client (`createClient({ baseUrl })`). */
  client: Client;
  /** Goes to an app path; pass your router's navigate. */
  navigate: Navigate;
  /** @default createHireloopQueryClient() */
  queryClient?: QueryClient;
  /** @default window.localStorage and window.sessionStorage, in memory where there is no window */
  storage?: HireloopStorage;
  /** Sends the browser to a checkout url. @default (url) => window.location.assign(url) */
  redirect?: (url: string) => void;
  /** Receives the identify call after login and registration. @default none */
  analytics?: Analytics;
  /** Where hooks log what SPEC says is "only logged". `false` for nothing. @default console */
  logger?: Pick<Console, 'error'> | false;
  /**
   * Opens the live-updates stream. @default (url) => new EventSource(url, { withCredentials: true })
   */
  createEventSource?: (url: string) => EventSourceLike;
  /** The API origin for the live stream, as given to the client. @default '' (same origin) */
  baseUrl?: string;
  /**
   * Where a checkout comes back to, sent as the checkout payload's `returnUrl`: set by an embedded
   * widget (the partner's page); the app leaves it unset and the server returns to its own pages.
   * @default undefined
   */
  checkoutReturnUrl?: string;
  children?: ReactNode;
}

/** Everything the hooks share. */
export interface HireloopContextValue {
  client: Client;
  queryClient: QueryClient;
  navigate: Navigate;
  storage: HireloopStorage;
  redirect: (url: string) => void;
  analytics: Analytics | undefined;
  log: (message: string, error?: unknown) => void;
  createEventSource: (url: string) => EventSourceLike;
  baseUrl: string;
  checkoutReturnUrl: string | undefined;
}

const HireloopContext = createContext<HireloopContextValue | null>(null);

/**
 * Provides the sdk client, the query client and the app's navigation to every hook, and the
 * TanStack QueryClientProvider. Put `AuthProvider` and `AccountProvider` inside it.
 */
export function HireloopProvider({
  client,
  navigate,
  queryClient,
  storage,
  redirect,
  analytics,
  logger,
  createEventSource,
  baseUrl = '',
  checkoutReturnUrl,
  children,
}: HireloopProviderProps) {
  // Created once per provider, and only those not given: a new QueryClient on every render
  // would drop the cache.
  const [defaults] = useState(() => ({
    queryClient: queryClient ? undefined : createHireloopQueryClient(),
    storage: storage ? undefined : createBrowserStorage(),
  }));
  const value = useMemo<HireloopContextValue>(() => {
    const output = logger === undefined ? console : logger;
    return {
      client,
      navigate,
      queryClient: (queryClient ?? defaults.queryClient)!,
      storage: (storage ?? defaults.storage)!,
      redirect: redirect ?? ((url) => window.location.assign(url)),
      analytics,
      log: (message, error) => {
        if (output) output.error(message, error);
      },
      createEventSource:
        createEventSource ?? ((url) => new EventSource(url, { withCredentials: true })),
      baseUrl: baseUrl.replace(/\/+$/, ''),
      checkoutReturnUrl,
    };
  }, [
    client,
    navigate,
    queryClient,
    storage,
    redirect,
    analytics,
    logger,
    createEventSource,
    baseUrl,
    checkoutReturnUrl,
    defaults,
  ]);
  return (
    <QueryClientProvider client={value.queryClient}>
      <HireloopContext.Provider value={value}>{children}</HireloopContext.Provider>
    </QueryClientProvider>
  );
}

/** The shared client, query client, navigation and storage; throws outside `HireloopProvider`. */
export function useHireloop(): HireloopContextValue {
  const value = useContext(HireloopContext);
  if (!value) throw new MissingProviderError('useHireloop', 'HireloopProvider');
  return value;
}
