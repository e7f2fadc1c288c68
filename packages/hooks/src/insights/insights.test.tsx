import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError, PERIOD_ORDER_MESSAGE } from '@hireloop/sdk';
import { fieldErrorsOf } from '../core/serverMessage';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { useCompanyActivity, useInsights, useRateBenchmarks } from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countOf = (
  data: { funnel: { stages: { stage: string; count: number }[] } } | null | undefined,
  stage: string,
) => data?.funnel.stages.find((s) => s.stage === stage)?.count;

describe('insights (issue 16)', () => {
  it('an employer sees the funnel move when a talent views and bids, per request too', async () => {
    const employer = await signUp(server, 'employer');
    await server.activateSubscription(employer.user.id, 'employer-month');
    const request = await employer.browser.client.jobRequests.create({
      title: 'Brand designer',
      description: 'A new identity, four weeks.',
    });
    const view = renderWithHireloop(
      () => ({
        all: useInsights(),
        one: useInsights({ jobRequestId: request.id }),
      }),
      employer.browser,
    );
    await waitFor(() => expect(countOf(view.result.current.all.data, 'bids')).toBe(0));
    expect(view.result.current.one.data?.jobRequest).toEqual({
      id: request.id,
      title: 'Brand designer',
    });

    const talent = await signUp(server, 'talent');
    await server.activateSubscription(talent.user.id, 'talent-month');
    await talent.browser.client.jobRequests.get(request.id);
    await talent.browser.client.bids.create({
      kind: 'proposal',
      jobRequestId: request.id,
      rate: 60,
      message: 'I design identities for small brands.',
    });

    await act(() =>
      Promise.all([view.result.current.all.refetch(), view.result.current.one.refetch()]),
    );
    expect(countOf(view.result.current.all.data, 'views')).toBe(1);
    expect(countOf(view.result.current.all.data, 'bids')).toBe(1);
    expect(view.result.current.one.data?.funnel.bidsByKind).toEqual({ outreach: 0, proposal: 1 });
    const log = renderWithHireloop(() => useCompanyActivity(), employer.browser);
    await waitFor(() =>
      expect(log.result.current.data?.pages[0]?.items.map((item) => item.kind)).toEqual([
        'bid_created',
        'request_created',
      ]),
    );
  });

  it('an open insights page moves by itself when a bid arrives (live events)', async () => {
    const employer = await signUp(server, 'employer');
    await server.activateSubscription(employer.user.id, 'employer-month');
    const request = await employer.browser.client.jobRequests.create({
      title: 'Motion designer',
      description: 'Launch videos, two weeks.',
    });
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return useInsights();
    }, employer.browser);
    await waitFor(() => expect(countOf(view.result.current.data, 'bids')).toBe(0));
    await waitFor(() => expect(employer.browser.eventSources[0]?.readyState).toBe(1));

    const talent = await signUp(server, 'talent');
    await server.activateSubscription(talent.user.id, 'talent-month');
    await talent.browser.client.bids.create({
      kind: 'proposal',
      jobRequestId: request.id,
      rate: 70,
      message: 'I animate product launches.',
    });
    await waitFor(() => expect(countOf(view.result.current.data, 'bids')).toBe(1), {
      timeout: 10_000,
    });
  });

  it('a reversed period fails with the field error, and the benchmarks wait for a skill', async () => {
    const { browser } = await signUp(server, 'employer');
    const view = renderWithHireloop(
      () => ({
        bad: useInsights({ from: '2026-02-02', to: '2026-02-01' }),
        none: useRateBenchmarks(null),
      }),
      browser,
    );
    await waitFor(() => expect(view.result.current.bad.isError).toBe(true));
    const { error } = view.result.current.bad;
    expect(isHttpError(error) && error.status).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({ to: [PERIOD_ORDER_MESSAGE] });
    expect(view.result.current.none.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/insights/benchmarks');
  });

  it('a talent account never asks', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(
      () => ({ insights: useInsights(), benchmarks: useRateBenchmarks({ skill: 1 }) }),
      browser,
    );
    await view.sessionLoaded();
    expect(view.result.current.insights.fetchStatus).toBe('idle');
    expect(view.result.current.benchmarks.fetchStatus).toBe('idle');
    expect(browser.requests.filter((r) => r.includes('/api/insights'))).toEqual([]);
  });
});
