import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { useCountdown } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
// The countdown needs no session: the bare providers make no request.
const renderCountdown = () =>
  renderWithHireloop(() => useCountdown(), createTestBrowser(server), { bare: true });
const stored = () => JSON.parse(window.localStorage.getItem('waitlistCountdown') ?? 'null');
const seconds = (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 1000));

describe('the waitlist countdown', () => {
  it('starts at 41 days, 23 h, 59 min and ticks once a second', async () => {
    fakeIntervals();
    const { result } = renderCountdown();
    expect(result.current).toEqual({
      days: 41,
      hours: 23,
      minutes: 59,
      seconds: 0,
      isFinished: false,
    });
    await seconds(1);
    expect(result.current).toMatchObject({ days: 41, hours: 23, minutes: 58, seconds: 59 });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current.seconds).toBe(59);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.seconds).toBe(58);
  });

  it('saves days, hours and minutes when the seconds reach zero, not before', async () => {
    fakeIntervals();
    const { result } = renderCountdown();
    await seconds(59);
    expect(result.current).toMatchObject({ minutes: 58, seconds: 1 });
    expect(stored()).toBeNull();
    await seconds(1);
    expect(result.current).toMatchObject({ days: 41, hours: 23, minutes: 58, seconds: 0 });
    expect(window.localStorage.getItem('waitlistCountdown')).toBe(
      JSON.stringify({ days: 41, hours: 23, minutes: 58 }),
    );
  });

  it('resumes from the stored countdown and stops at zero, saving it', async () => {
    window.localStorage.setItem(
      'waitlistCountdown',
      JSON.stringify({ days: 0, hours: 0, minutes: 1 }),
    );
    fakeIntervals();
    const { result } = renderCountdown();
    expect(result.current).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
      isFinished: false,
    });
    await seconds(59);
    expect(result.current).toMatchObject({ minutes: 0, seconds: 1, isFinished: false });
    await seconds(1);
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, isFinished: true });
    expect(stored()).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(vi.getTimerCount()).toBe(0);
    window.localStorage.removeItem('waitlistCountdown');
    await seconds(5);
    expect(result.current).toMatchObject({ minutes: 0, seconds: 0, isFinished: true });
    expect(stored()).toBeNull();
  });

  it('does not start when the stored countdown is already over', async () => {
    window.localStorage.setItem(
      'waitlistCountdown',
      JSON.stringify({ days: 0, hours: 0, minutes: 0 }),
    );
    fakeIntervals();
    const { result } = renderCountdown();
    expect(result.current.isFinished).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back to the default when the stored value is not a countdown', async () => {
    window.localStorage.setItem('waitlistCountdown', JSON.stringify({ days: -1, hours: 'x' }));
    fakeIntervals();
    const { result, unmount } = renderCountdown();
    expect(result.current).toMatchObject({ days: 41, hours: 23, minutes: 59 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
