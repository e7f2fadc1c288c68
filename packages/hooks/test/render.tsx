/**
 * Renders hooks inside the real providers, wired to a test browser: navigation and checkout
 * redirects are recorded instead of leaving the page (jsdom cannot navigate).
 */
import { renderHook, waitFor, type RenderHookResult } from '@testing-library/react';
import { expect } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AccountProvider,
  AuthProvider,
  createHireloopQueryClient,
  HireloopProvider,
  queryKeys,
  type Analytics,
} from '../src';
import type { TestBrowser } from './browser';

export interface RenderOptions {
  /** Leave out AuthProvider and AccountProvider (to test the provider errors). */
  bare?: boolean;
  /** Leave out AccountProvider only. */
  withoutAccount?: boolean;
  analytics?: Analytics;
  queryClient?: QueryClient;
}

export interface Rendered<T> extends RenderHookResult<T, unknown> {
  /** Paths passed to `navigate`, in order. */
  navigations: string[];
  /** URLs the browser was sent to (checkout). */
  redirects: string[];
  queryClient: QueryClient;
  /** Messages the hooks only logged. */
  logged: unknown[][];
  /** Waits until the session's first load is over (so no update lands outside act()). */
  sessionLoaded(): Promise<void>;
}

export function renderWithHireloop<T>(
  hook: () => T,
  browser: TestBrowser,
  options: RenderOptions = {},
): Rendered<T> {
  const navigations: string[] = [];
  const redirects: string[] = [];
  const logged: unknown[][] = [];
  const queryClient = options.queryClient ?? createHireloopQueryClient();
  // Stable callbacks, as an app's router gives: a new one per render would re-render every hook.
  const navigate = (path: string) => void navigations.push(path);
  const redirect = (url: string) => void redirects.push(url);
  const logger = { error: (...args: unknown[]) => void logged.push(args) };
  const wrapper = ({ children }: { children: ReactNode }) => {
    let inner = children;
    if (!options.bare && !options.withoutAccount)
      inner = <AccountProvider>{inner}</AccountProvider>;
    if (!options.bare) inner = <AuthProvider>{inner}</AuthProvider>;
    return (
      <HireloopProvider
        client={browser.client}
        queryClient={queryClient}
        navigate={navigate}
        redirect={redirect}
        analytics={options.analytics}
        logger={logger}
        createEventSource={browser.createEventSource}
        baseUrl={browser.baseUrl}
      >
        {inner}
      </HireloopProvider>
    );
  };
  const result = renderHook(hook, { wrapper });
  const sessionLoaded = () =>
    waitFor(() => expect(queryClient.getQueryState(queryKeys.user())?.status).not.toBe('pending'));
  return { ...result, navigations, redirects, queryClient, logged, sessionLoaded };
}
