import type { Transport } from '../client/types';
import type {
  DisputeResolutionValues,
  DisputesQueryInput,
  OrderCancelValues,
  OrderCheckout,
  OrderCreateValues,
  OrderDetails,
  OrderDisputeValues,
  OrderMessageValues,
  OrderPage,
  OrderRequirementsValues,
  OrdersQueryInput,
  Review,
  ReviewInputValues,
  ReviewPage,
  ReviewsQueryInput,
  ServiceCreateValues,
  ServiceDetails,
  ServiceInputValues,
  ServicePage,
  ServiceSellerOption,
  ServicesQueryInput,
  ServiceStatusInput,
} from '../schemas/marketplace';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

const base = '/api/marketplace';
const servicePath = (id: number) => `${base}/services/${encodeURIComponent(id)}`;
const orderPath = (id: number) => `${base}/orders/${encodeURIComponent(id)}`;

/**
 * The services marketplace (issue 18): services (browse, one, sell: create, edit, publish/pause),
 * orders (buy, pay, requirements, deliver, revisions, complete, cancel, dispute), reviews, and the
 * admins' disputes. Not in `createEndpoints`: build it once per client (hooks' `perClient`).
 */
export function marketplaceApi(t: Transport) {
  const post = <T>(path: string, options?: CallOptions, body?: unknown) =>
    t.request<T>(path, { ...options, method: 'POST', body });
  return {
    /** GET /api/marketplace/services: published services (or scope `mine`), filtered, paged. */
    services: (query?: ServicesQueryInput, options?: CallOptions) =>
      t.read<ServicePage>(`${base}/services`, { ...options, query: toQuery(query) }),
    /** GET /api/marketplace/services/{id}: one service (drafts only to their sellers; 404). */
    service: (id: number, options?: CallOptions) =>
      t.read<ServiceDetails>(servicePath(id), { ...options }),
    /** GET /api/marketplace/sellers: whom the caller may sell as (themself, managed collectives). */
    sellers: (options?: CallOptions) =>
      t.read<ServiceSellerOption[]>(`${base}/sellers`, { ...options }),
    /** POST /api/marketplace/services (talent): a new draft. */
    createService: (body: ServiceCreateValues, options?: CallOptions) =>
      post<ServiceDetails>(`${base}/services`, options, body),
    /** PUT /api/marketplace/services/{id} (its sellers): the whole service. */
    updateService: (id: number, body: ServiceInputValues, options?: CallOptions) =>
      t.request<ServiceDetails>(servicePath(id), { ...options, method: 'PUT', body }),
    /** POST /api/marketplace/services/{id}/status (its sellers): publish or pause. */
    setServiceStatus: (id: number, body: ServiceStatusInput, options?: CallOptions) =>
      post<ServiceDetails>(`${servicePath(id)}/status`, options, body),

    /** GET /api/marketplace/orders: the caller's purchases (role buyer) or sales (seller). */
    orders: (query?: OrdersQueryInput, options?: CallOptions) =>
      t.read<OrderPage>(`${base}/orders`, { ...options, query: toQuery(query) }),
    /** GET /api/marketplace/orders/{id}: one order of the caller's (another's: 404). */
    order: (id: number, options?: CallOptions) =>
      t.read<OrderDetails>(orderPath(id), { ...options }),
    /** POST /api/marketplace/orders (employers): buy a tier with add-ons; where to pay. */
    createOrder: (body: OrderCreateValues, options?: CallOptions) =>
      post<OrderCheckout>(`${base}/orders`, options, body),
    /** POST /api/marketplace/orders/{id}/checkout (the buyer, pending payment): pay again. */
    checkout: (id: number, options?: CallOptions) =>
      post<OrderCheckout>(`${orderPath(id)}/checkout`, options),
    /** POST /api/marketplace/orders/{id}/requirements (the buyer): the answers; the clock starts. */
    submitRequirements: (id: number, body: OrderRequirementsValues, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/requirements`, options, body),
    /** POST /api/marketplace/orders/{id}/deliver (the seller): the delivery's message. */
    deliver: (id: number, body: OrderMessageValues, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/deliver`, options, body),
    /** POST /api/marketplace/orders/{id}/request-revision (the buyer, revisions left). */
    requestRevision: (id: number, body: OrderMessageValues, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/request-revision`, options, body),
    /** POST /api/marketplace/orders/{id}/complete (the buyer): accept the delivery. */
    complete: (id: number, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/complete`, options),
    /** POST /api/marketplace/orders/{id}/cancel: refunded when paid (see the rules for who/when). */
    cancel: (id: number, body?: OrderCancelValues, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/cancel`, options, body ?? {}),
    /** POST /api/marketplace/orders/{id}/dispute (either side): admins decide. */
    dispute: (id: number, body: OrderDisputeValues, options?: CallOptions) =>
      post<OrderDetails>(`${orderPath(id)}/dispute`, options, body),
    /** PUT /api/marketplace/orders/{id}/review: write one's review (completed), or edit it (7 days). */
    review: (id: number, body: ReviewInputValues, options?: CallOptions) =>
      t.request<Review>(`${orderPath(id)}/review`, { ...options, method: 'PUT', body }),

    /** GET /api/marketplace/reviews: of a service, about a person, or of a collective's services. */
    reviews: (query?: ReviewsQueryInput, options?: CallOptions) =>
      t.read<ReviewPage>(`${base}/reviews`, { ...options, query: toQuery(query) }),

    /** GET /api/admin/marketplace/disputes (admins): disputed orders, oldest first. */
    disputes: (query?: DisputesQueryInput, options?: CallOptions) =>
      t.read<OrderPage>('/api/admin/marketplace/disputes', { ...options, query: toQuery(query) }),
    /** GET /api/admin/marketplace/orders/{id} (admins): any order. */
    adminOrder: (id: number, options?: CallOptions) =>
      t.read<OrderDetails>(`/api/admin/marketplace/orders/${encodeURIComponent(id)}`, {
        ...options,
      }),
    /** POST /api/admin/marketplace/orders/{id}/resolve (admins): complete or refund a dispute. */
    resolveDispute: (id: number, body: DisputeResolutionValues, options?: CallOptions) =>
      post<OrderDetails>(
        `/api/admin/marketplace/orders/${encodeURIComponent(id)}/resolve`,
        options,
        body,
      ),
  };
}
export type MarketplaceApi = ReturnType<typeof marketplaceApi>;
