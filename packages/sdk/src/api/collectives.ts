import type { Transport } from '../client/types';
import type {
  CollectiveContact,
  CollectiveCreateInput,
  CollectiveDetails,
  CollectivePage,
  CollectiveQueryInput,
  CollectiveUpdateInput,
  MyCollective,
} from '../schemas/collective';
import type { AssignableCollectiveRole } from '../vocabulary';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';
import { uploadFile } from './uploads';

/**
 * Collectives (issue 17): the list and search, a collective's page (by id or slug), creating one
 * (talent), editing it and its logo (owner, admins), and memberships: invites (accept, decline),
 * join requests (approve, deny), joining an open one, roles, removal, leaving, the ownership
 * handover; and the employers' "Contact" conversation with its admins. Every write answers the
 * collective's page as the caller now sees it (leave and decline included).
 *
 * Not part of `createEndpoints` (issue 17, sizes): the client is a transport, so the pages that
 * need it make it — `collectivesApi(client).list()` — and it loads with them, not with /auth.
 */
export function collectivesApi(t: Transport) {
  const at = (id: number | string, rest = '') =>
    `/api/collectives/${encodeURIComponent(id)}${rest}`;
  const post = (id: number, rest: string, options?: CallOptions, body?: unknown) =>
    t.request<CollectiveDetails>(at(id, rest), {
      ...options,
      method: 'POST',
      ...(body === undefined ? {} : { body }),
    });
  return {
    /** GET /api/collectives: newest first, filtered by text, skill, size and rate ceiling. */
    list: (query?: CollectiveQueryInput, options?: CallOptions) =>
      t.read<CollectivePage>('/api/collectives', { ...options, query: toQuery(query) }),
    /** GET /api/collectives/mine: the caller's memberships: active, invited and requested. */
    mine: (options?: CallOptions) =>
      t.read<MyCollective[]>('/api/collectives/mine', { ...options }),
    /** GET /api/collectives/{id or slug}: the profile, members and the caller's membership. */
    get: (idOrSlug: number | string, options?: CallOptions) =>
      t.read<CollectiveDetails>(at(idOrSlug), { ...options }),
    /** POST /api/collectives (talent): creates one; the caller is its owner. */
    create: (body: CollectiveCreateInput, options?: CallOptions) =>
      t.request<CollectiveDetails>('/api/collectives', { ...options, method: 'POST', body }),
    /** PATCH /api/collectives/{id} (owner, admins): name, slug, texts, skills, rates, policy. */
    update: (id: number, body: CollectiveUpdateInput, options?: CallOptions) =>
      t.request<CollectiveDetails>(at(id), { ...options, method: 'PATCH', body }),
    /** POST /api/collectives/{id}/logo (owner, admins): a JPEG, PNG or WebP image up to 2 MB. */
    uploadLogo: (id: number, file: Blob, options?: CallOptions) =>
      uploadFile<CollectiveDetails>(t, at(id, '/logo'), { ...options, field: 'logo', file }),
    /** DELETE /api/collectives/{id}/logo (owner, admins): removes the logo. */
    removeLogo: (id: number, options?: CallOptions) =>
      t.request<CollectiveDetails>(at(id, '/logo'), { ...options, method: 'DELETE' }),
    /** POST /api/collectives/{id}/join: joins an open one, asks to join one by request. */
    join: (id: number, options?: CallOptions) => post(id, '/join', options),
    /** POST /api/collectives/{id}/leave: leaves, or withdraws a request (not the owner: 409). */
    leave: (id: number, options?: CallOptions) => post(id, '/leave', options),
    /** POST /api/collectives/{id}/invites (owner, admins): invites a talent by user id. */
    invite: (id: number, userId: number, options?: CallOptions) =>
      post(id, '/invites', options, { userId }),
    /** POST /api/collectives/{id}/accept: the invited person joins. */
    accept: (id: number, options?: CallOptions) => post(id, '/accept', options),
    /** POST /api/collectives/{id}/decline: the invited person declines. */
    decline: (id: number, options?: CallOptions) => post(id, '/decline', options),
    /** POST /api/collectives/{id}/requests/{userId}/approve (owner, admins). */
    approve: (id: number, userId: number, options?: CallOptions) =>
      post(id, `/requests/${encodeURIComponent(userId)}/approve`, options),
    /** POST /api/collectives/{id}/requests/{userId}/deny (owner, admins). */
    deny: (id: number, userId: number, options?: CallOptions) =>
      post(id, `/requests/${encodeURIComponent(userId)}/deny`, options),
    /** PATCH /api/collectives/{id}/members/{userId}: a new role (owner: any; admins: members). */
    changeRole: (
      id: number,
      userId: number,
      role: AssignableCollectiveRole,
      options?: CallOptions,
    ) =>
      t.request<CollectiveDetails>(at(id, `/members/${encodeURIComponent(userId)}`), {
        ...options,
        method: 'PATCH',
        body: { role },
      }),
    /** DELETE /api/collectives/{id}/members/{userId}: removes a member or revokes an invite. */
    removeMember: (id: number, userId: number, options?: CallOptions) =>
      t.request<CollectiveDetails>(at(id, `/members/${encodeURIComponent(userId)}`), {
        ...options,
        method: 'DELETE',
      }),
    /** POST /api/collectives/{id}/owner (the owner): hands over; the former owner is an admin. */
    transferOwnership: (id: number, userId: number, options?: CallOptions) =>
      post(id, '/owner', options, { userId }),
    /** POST /api/collectives/{id}/contact: a conversation with its owner and admins. */
    contact: (id: number, options?: CallOptions) =>
      t.request<CollectiveContact>(at(id, '/contact'), { ...options, method: 'POST' }),
  };
}
export type CollectivesApi = ReturnType<typeof collectivesApi>;
