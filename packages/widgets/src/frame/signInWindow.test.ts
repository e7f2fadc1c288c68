import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from '../protocol';
import { isCredentialMessage, openSignInWindow, SignInError } from './signInWindow';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const credential = (nonce: string) =>
  message('credential', {
    nonce,
    token: 'hlemb_x',
    expiresAt: '2999-01-01T00:00:00.000Z',
    user: { id: 1, email: 'a@b.c', name: 'A', role: 'employer' },
  });

/** A window message as the browser delivers it. */
function post(data: unknown, origin: string, source: unknown) {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  });
  window.dispatchEvent(event);
}

describe('the sign-in window', () => {
  it('rejects with popup-blocked when the browser refuses it', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(
      openSignInWindow('https://hireloop.example/embed/v1/authorize', 'n1').result,
    ).rejects.toEqual(new SignInError('popup-blocked'));
  });

  it('takes the credential only from that window, from its own origin, with its nonce', async () => {
    const popup = { closed: false, focus: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { result } = openSignInWindow(`${window.location.origin}/embed/v1/authorize`, 'n1');
    const other = {};
    post(credential('n1'), window.location.origin, other); // another window
    post(credential('n1'), 'https://evil.example', popup); // another origin
    post(credential('n0'), window.location.origin, popup); // an older sign-in
    post({ ...credential('n1'), v: 2 }, window.location.origin, popup); // another protocol
    post(credential('n1'), window.location.origin, popup);
    await expect(result).resolves.toEqual({
      token: 'hlemb_x',
      expiresAt: '2999-01-01T00:00:00.000Z',
      user: { id: 1, email: 'a@b.c', name: 'A', role: 'employer' },
    });
  });

  it('rejects with closed when the visitor closes it without signing in', async () => {
    vi.useFakeTimers();
    const popup = { closed: false, focus: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { result } = openSignInWindow(`${window.location.origin}/embed/v1/authorize`, 'n1');
    const settled = expect(result).rejects.toEqual(new SignInError('closed'));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('checks the shape of a credential message', () => {
    expect(isCredentialMessage(credential('n'), 'n')).toBe(true);
    expect(isCredentialMessage({ ...credential('n'), type: 'token' }, 'n')).toBe(false);
    expect(isCredentialMessage({ ...credential('n'), payload: { nonce: 'n' } }, 'n')).toBe(false);
    expect(isCredentialMessage(null, 'n')).toBe(false);
  });
});
