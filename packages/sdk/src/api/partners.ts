import type { Transport } from '../client/types';
import type { Partner, PartnerInputValues, PartnerUpdateInput } from '../schemas/partner';
import type { CallOptions } from './callOptions';

/** Partner sites that embed the widgets, as admins register them (issue 15; admins only, else 403). */
export function partnersApi(t: Transport) {
  const one = (id: number) => `/api/admin/partners/${encodeURIComponent(id)}`;
  return {
    /** GET /api/admin/partners: every partner, newest first, revoked ones too. */
    list: (options?: CallOptions) => t.read<Partner[]>('/api/admin/partners', { ...options }),
    /** POST /api/admin/partners: registers a partner; the answer holds its publishable key. */
    create: (body: PartnerInputValues, options?: CallOptions) =>
      t.request<Partner>('/api/admin/partners', { ...options, method: 'POST', body }),
    /** PATCH /api/admin/partners/{id}: renames it or changes its allowed origins. */
    update: (id: number, body: PartnerUpdateInput, options?: CallOptions) =>
      t.request<Partner>(one(id), { ...options, method: 'PATCH', body }),
    /** POST /api/admin/partners/{id}/revoke: its key stops working everywhere, at once. */
    revoke: (id: number, options?: CallOptions) =>
      t.request<Partner>(`${one(id)}/revoke`, { ...options, method: 'POST' }),
  };
}
export type PartnersApi = ReturnType<typeof partnersApi>;
