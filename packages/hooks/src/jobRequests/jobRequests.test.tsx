import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import {
  fieldErrorsOf,
  toastStore,
  useAccount,
  useBrowseJobRequests,
  useJobRequest,
  useJobRequests,
  useSaveJobRequest,
  useSetJobRequestStatus,
  useStartJobRequest,
  useUsage,
} from '../index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';
import { TOAST_TEXTS } from '../core/toastTexts';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shownToast = () => toastStore.getState().toasts[0];
const job = (title: string, extra: object = {}) => ({
  values: {
    title,
    description: `${title}: the details`,
    type: 'job' as const,
    rateType: 'hourly' as const,
    minRate: 50,
    maxRate: 90,
    skills: [],
    requestTarget: 'public' as const,
    ...extra,
  },
});

const useEmployerDesk = () => ({
  account: useAccount(),
  save: useSaveJobRequest(),
  list: useJobRequests(),
  usage: useUsage(),
  start: useStartJobRequest(),
});

describe('saving a job request (SPEC §4, §8)', () => {
  it('without a subscription: opens the subscription modal (no-subscription), keeps the job modal, no toast', async () => {
    const { browser } = await signUp(server, 'employer');
    const { result } = renderWithHireloop(useEmployerDesk, browser);
    act(() => result.current.account.openJobModal({ type: 'job' }));
    await act(async () => {
      await result.current.save.mutateAsync(job('Backend engineer')).catch(() => undefined);
    });
    expect(result.current.account.subscriptionModal).toMatchObject({
      open: true,
      reason: 'no-subscription',
      message: 'Subscription required',
    });
    expect(result.current.account.jobModal.open).toBe(true);
    expect(shownToast()).toBeUndefined();
  });

  it('the "Job Request" button opens the subscription modal without a plan and the job modal with one', async () => {
    const { browser, user } = await signUp(server, 'employer');
    const without = renderWithHireloop(useEmployerDesk, browser);
    await act(() => without.result.current.start());
    expect(without.result.current.account.subscriptionModal.open).toBe(true);
    expect(without.result.current.account.jobModal.open).toBe(false);
    without.unmount();

    await server.activateSubscription(user.id, 'employer-month');
    // A click right away (nothing loaded yet) waits for the subscription.
    const withPlan = renderWithHireloop(useEmployerDesk, browser);
    await act(() => withPlan.result.current.start({ type: 'project' }));
    expect(withPlan.result.current.account.jobModal.open).toBe(true);
    expect(withPlan.result.current.account.jobModal.jobRequestType).toBe('project');
    expect(withPlan.result.current.account.subscriptionModal.open).toBe(false);
  });

  it('with a monthly plan: creates, toasts, refreshes the list and usage, closes the modal; the second job is refused with the quota message', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-month');
    const { result } = renderWithHireloop(useEmployerDesk, browser);
    await waitFor(() => expect(result.current.usage.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.data?.pages[0]?.items).toEqual([]);
    // The monthly plan allows one job, none used yet.
    expect(result.current.usage.data).toMatchObject({ jobLimit: 1, consumedJobs: 0 });

    act(() => result.current.account.openJobModal({ type: 'job' }));
    await act(() => result.current.save.mutateAsync(job('Data engineer')));
    expect(shownToast()).toMatchObject({
      title: TOAST_TEXTS.jobRequestCreated,
      description: 'Data engineer',
    });
    expect(result.current.account.jobModal.open).toBe(false);
    await waitFor(() =>
      expect(result.current.list.data?.pages[0]?.items.map((r) => r.title)).toEqual([
        'Data engineer',
      ]),
    );
    // The usage query was refreshed: the job counts against the quota (the limit is unchanged).
    await waitFor(() => expect(result.current.usage.data?.consumedJobs).toBe(1));
    expect(result.current.usage.data).toMatchObject({ jobLimit: 1, consumedJobs: 1 });

    act(() => result.current.account.openJobModal({ type: 'job' }));
    await act(async () => {
      await result.current.save.mutateAsync(job('Second job')).catch(() => undefined);
    });
    expect(result.current.account.subscriptionModal).toMatchObject({
      open: true,
      reason: 'no-subscription',
    });
    expect(result.current.account.subscriptionModal.message).toMatch(/1 job per billing period/);
    expect(result.current.account.jobModal.open).toBe(true);
  });

  it('a fixed price drops maxRate; editing toasts "Job request updated"', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-lifetime');
    const { result } = renderWithHireloop(useEmployerDesk, browser);
    const created = await act(() =>
      result.current.save.mutateAsync(
        job('Logo design', { type: 'task', rateType: 'fixed', minRate: 400, maxRate: 900 }),
      ),
    );
    expect(created).toMatchObject({ rateType: 'fixed', minRate: 400, maxRate: null });

    await act(() =>
      result.current.save.mutateAsync({
        id: created.id,
        ...job('Logo design v2', { type: 'task' }),
      }),
    );
    expect(shownToast()).toMatchObject({ title: TOAST_TEXTS.jobRequestUpdated });
    const detail = renderWithHireloop(() => useJobRequest(created.id), browser);
    await waitFor(() => expect(detail.result.current.data?.title).toBe('Logo design v2'));
  });

  it('bad input: toast "Error" with the server message; the field errors stay on the error', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-lifetime');
    const { result } = renderWithHireloop(useEmployerDesk, browser);
    act(() => result.current.account.openJobModal());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.save.mutateAsync(job('   ')).catch((error: unknown) => error);
    });
    expect(shownToast()).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(shownToast()?.description).toMatch(/\S/);
    expect(fieldErrorsOf(failure)).toMatchObject({ title: ['Title is required'] });
    expect(result.current.account.jobModal.open).toBe(true);
    expect(result.current.account.subscriptionModal.open).toBe(false);
  });

  it('pauses a request through the status hook', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-lifetime');
    const { result } = renderWithHireloop(
      () => ({ ...useEmployerDesk(), status: useSetJobRequestStatus() }),
      browser,
    );
    const created = await act(() => result.current.save.mutateAsync(job('Pausable')));
    await act(() => result.current.status.mutateAsync({ id: created.id, status: 'paused' }));
    await waitFor(() =>
      expect(result.current.list.data?.pages[0]?.items[0]?.status).toBe('paused'),
    );
  });
});

describe('the public listing (infinite)', () => {
  it('pages through public requests, newest first', async () => {
    const employer = await signUp(server, 'employer');
    await server.activateSubscription(employer.user.id, 'employer-lifetime');
    const desk = renderWithHireloop(useEmployerDesk, employer.browser);
    await desk.sessionLoaded();
    for (const title of ['Listing one', 'Listing two', 'Listing three']) {
      await act(() => desk.result.current.save.mutateAsync(job(title, { type: 'project' })));
    }
    desk.unmount();
    const talent = await signUp(server, 'talent');
    const { result } = renderWithHireloop(
      () => useBrowseJobRequests({ limit: 2, q: 'Listing' }),
      talent.browser,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items.map((r) => r.title)).toEqual([
      'Listing three',
      'Listing two',
    ]);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((page) => page!.items.map((r) => r.title))).toEqual([
      'Listing three',
      'Listing two',
      'Listing one',
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
