import type { Transport } from '../client/types';
import type { OkResponse } from '../schemas/ok';
import type { EmbedCheckoutStatus, EmbedToken, EmbedTokenRequestInput } from '../schemas/embed';
import type { CallOptions } from './callOptions';

/** The calls of embedded widgets (issue 15). */
export function embedApi(t: Transport) {
  return {
    /**
     * POST /api/embed/tokens: from the sign-in window on Hireloop's origin (with the session
     * cookie), an embed credential for a partner's widget on `origin`.
     */
    createToken: (body: EmbedTokenRequestInput, options?: CallOptions) =>
      t.request<EmbedToken>('/api/embed/tokens', { ...options, method: 'POST', body }),
    /** POST /api/embed/sign-out: revokes the embed credential the request carries. */
    signOut: (options?: CallOptions) =>
      t.request<OkResponse>('/api/embed/sign-out', { ...options, method: 'POST' }),
    /** GET /api/embed/checkouts/{id}?key=…: how a checkout started from this partner's widget ended. */
    checkoutStatus: (id: string, publishableKey: string, options?: CallOptions) =>
      t.request<EmbedCheckoutStatus>(`/api/embed/checkouts/${encodeURIComponent(id)}`, {
        ...options,
        query: { key: publishableKey },
      }),
  };
}
export type EmbedApi = ReturnType<typeof embedApi>;
