import type { Transport } from '../client/types';
import type { BidDecision } from '../vocabulary';
import type { BidDetails, BidPage, BidsQueryInput, CreateBidInput } from '../schemas/bid';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Bids: talent proposals and employer outreach (designed with issue 4). */
export function bidsApi(t: Transport) {
  const setStatus = (id: number, status: BidDecision, options?: CallOptions) =>
    t.request<BidDetails>(`/api/bids/${encodeURIComponent(id)}`, {
      ...options,
      method: 'PATCH',
      body: { status },
    });
  return {
    /** POST /api/bids: a proposal or an outreach (the 4th outreach for a request answers 409). */
    create: (body: CreateBidInput, options?: CallOptions) =>
      t.request<BidDetails>('/api/bids', { ...options, method: 'POST', body }),
    /** GET /api/bids/{id}: one bid for the bid details modal. */
    get: (id: number, options?: CallOptions) =>
      t.read<BidDetails>(`/api/bids/${encodeURIComponent(id)}`, { ...options }),
    /** GET /api/bids/sent: bids the user sent, newest first. */
    sent: (query?: BidsQueryInput, options?: CallOptions) =>
      t.read<BidPage>('/api/bids/sent', { ...options, query: toQuery(query) }),
    /** GET /api/bids/received: bids the user received, newest first. */
    received: (query?: BidsQueryInput, options?: CallOptions) =>
      t.read<BidPage>('/api/bids/received', { ...options, query: toQuery(query) }),
    /** PATCH /api/bids/{id} `{ status }`: accept, decline or withdraw (409 otherwise). */
    setStatus,
    /** PATCH /api/bids/{id} `{ status: 'accepted' }`: the receiver accepts. */
    accept: (id: number, options?: CallOptions) => setStatus(id, 'accepted', options),
    /** PATCH /api/bids/{id} `{ status: 'declined' }`: the receiver declines. */
    decline: (id: number, options?: CallOptions) => setStatus(id, 'declined', options),
    /** PATCH /api/bids/{id} `{ status: 'withdrawn' }`: the sender withdraws. */
    withdraw: (id: number, options?: CallOptions) => setStatus(id, 'withdrawn', options),
  };
}
export type BidsApi = ReturnType<typeof bidsApi>;
