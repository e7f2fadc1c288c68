/**
 * An invite link opened while signed out (issue 16): its token waits in this tab's session storage
 * while the person signs in or registers, then the app brings them back to it (AppLayout).
 */
const KEY = 'hireloop.pendingInvite';

export const invitePath = (token: string) => `/team/invites/${encodeURIComponent(token)}`;

export function rememberInvite(token: string): void {
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the person opens the link again after signing in.
  }
}

/** The waiting invite's token, forgotten as it is read. */
export function takePendingInvite(): string | null {
  try {
    const token = window.sessionStorage.getItem(KEY);
    if (token) window.sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}
