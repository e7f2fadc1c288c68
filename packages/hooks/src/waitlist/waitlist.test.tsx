import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { useAuth } from '../index';
import { useUpdateProfile } from '../profile/index';
import { useWaitlist } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import type { AccountType } from '@hireloop/sdk';

let server: HireloopTestServer;
beforeAll(async () => {
  // With the demo data, so there are skills to add for the skills task.
  server = await startTestServer({ demoData: true });
});
afterAll(() => server.close());

async function signedIn(role: AccountType = 'talent') {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `waitlist-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name: 'Waitlist User',
    role,
  });
  return { browser, user };
}

describe('the waitlist', () => {
  it('puts a new talent at position 120 with 119 ahead, 6 weeks, no progress', async () => {
    const { browser } = await signedIn();
    const { result } = renderWithHireloop(() => useWaitlist(), browser);
    await waitFor(() => expect(result.current.applies).toBe(true));
    expect(result.current).toMatchObject({
      completed: 0,
      peopleAhead: 119,
      position: 120,
      weeks: 6,
      helped: 12980,
      progress: 0,
      isLoading: false,
    });
    expect(result.current.tasks.map((t) => [t.label, t.done])).toEqual([
      ['Complete your talent profile', false],
      ['Add your professional skills', false],
      ['Set your availability', false],
      ['Choose your desired roles', false],
    ]);
  });

  it('completing the profile task, then the skills task, marks each done and lowers the people ahead', async () => {
    const { browser } = await signedIn();
    const view = renderWithHireloop(
      () => ({ waitlist: useWaitlist(), update: useUpdateProfile() }),
      browser,
    );
    await waitFor(() => expect(view.result.current.waitlist.isLoading).toBe(false));
    // Three of the four fields are not enough (SPEC §5: all of them must be present).
    await act(() =>
      view.result.current.update.mutateAsync({
        bio: 'Builds things',
        title: 'Engineer',
        location: 'Lisbon',
      }),
    );
    expect(view.result.current.waitlist.peopleAhead).toBe(119);

    await act(() => view.result.current.update.mutateAsync({ hourlyRate: 80 }));
    const waitlist = view.result.current.waitlist;
    expect(waitlist.tasks.find((t) => t.id === 'profile')?.done).toBe(true);
    expect(waitlist.completed).toBe(1);
    // Under 500 ahead, a task takes max(5% of 119 → 6, 10) = 10 people off.
    expect(waitlist.peopleAhead).toBe(109);
    expect(waitlist.position).toBe(110);
    expect(waitlist.weeks).toBe(5);
    // 10 of the 118 people that can be overtaken (119 ahead, down to the front): 8.47 → 8 %.
    expect(waitlist.progress).toBe(8);

    // "Add your professional skills" needs at least one skill (SPEC §5).
    const [skill] = (await browser.client.skills.list()) ?? [];
    await act(() => view.result.current.update.mutateAsync({ skills: [skill!.id] }));
    const both = view.result.current.waitlist;
    expect(both.tasks.filter((t) => t.done).map((t) => t.id)).toEqual(['profile', 'skills']);
    expect(both.completed).toBe(2);
    // 5% of 109 → 5, so the floor of 10 applies again.
    expect(both.peopleAhead).toBe(99);
    expect(both.position).toBe(100);
    expect(both.weeks).toBe(5);
    // 20 of 118: 16.9 → 17 %.
    expect(both.progress).toBe(17);
  });

  it('does not apply to talent with an active talent subscription', async () => {
    const { browser, user } = await signedIn();
    await server.activateSubscription(user.id, 'talent-year');
    const { result } = renderWithHireloop(() => useWaitlist(), browser);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.applies).toBe(false);
  });

  it('does not apply to an employer account', async () => {
    const { browser } = await signedIn('employer');
    const { result } = renderWithHireloop(() => useWaitlist(), browser);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.applies).toBe(false);
  });

  it('does not apply, and fetches nothing, while signed out', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => ({ auth: useAuth(), waitlist: useWaitlist() }), browser);
    await waitFor(() => expect(view.result.current.auth.isLoading).toBe(false));
    expect(view.result.current.waitlist).toMatchObject({ applies: false, peopleAhead: 119 });
    expect(browser.requests).toEqual(['GET /api/user']);
  });
});
