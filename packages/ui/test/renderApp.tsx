/**
 * Renders connected components inside the real providers, wired to a test browser (the sdk
 * client over real HTTP with a cookie jar); navigation and redirects are recorded.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AccountProvider,
  AuthProvider,
  createHireloopQueryClient,
  HireloopProvider,
} from '@hireloop/hooks';
import type { TestBrowser } from '@hireloop/server/testing';

export interface RenderedApp extends RenderResult {
  navigations: string[];
  redirects: string[];
  queryClient: QueryClient;
}

export function renderApp(ui: ReactNode, browser: TestBrowser): RenderedApp {
  const navigations: string[] = [];
  const redirects: string[] = [];
  const navigate = (path: string) => void navigations.push(path);
  const redirect = (url: string) => void redirects.push(url);
  const queryClient = createHireloopQueryClient();
  const result = render(
    <HireloopProvider
      client={browser.client}
      queryClient={queryClient}
      navigate={navigate}
      redirect={redirect}
      logger={false}
      createEventSource={browser.createEventSource}
      baseUrl={browser.baseUrl}
    >
      <AuthProvider>
        <AccountProvider>{ui}</AccountProvider>
      </AuthProvider>
    </HireloopProvider>,
  );
  return { ...result, navigations, redirects, queryClient };
}
