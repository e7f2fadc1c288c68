import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type {
  OrdersQueryInput,
  ReviewsQueryInput,
  ServicesQueryInput,
} from '@hireloop/sdk/schemas';
import { marketplaceClient } from '../marketplace/marketplaceClient';
import { marketplaceKeys } from './marketplaceKeys';

/** The filters of a services list (issue 18): everything but the cursor. */
export type ServicesFilter = Omit<ServicesQueryInput, 'cursor'>;
/** The filters of an orders list: the role (buyer or seller), open or ended, one service. */
export type OrdersFilter = Omit<OrdersQueryInput, 'cursor'>;
/** Whose reviews: a service's, a person's, a collective's services'. */
export type ReviewsFilter = Omit<ReviewsQueryInput, 'cursor'>;

const nextCursor = (page: { nextCursor?: string | null } | null) => page?.nextCursor ?? undefined;

/** GET /api/marketplace/services: services, filtered and sorted, as pages. */
export const servicesQuery = (client: Client, filter: ServicesFilter = {}) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.serviceList(filter),
    queryFn: ({ pageParam, signal }) =>
      marketplaceClient(client).services({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** GET /api/marketplace/services/{id}: one service as the caller may see it. */
export const serviceQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: marketplaceKeys.service(id),
    queryFn: ({ signal }) => marketplaceClient(client).service(id, { signal }),
  });

/** GET /api/marketplace/sellers: whom the caller may sell as. */
export const serviceSellersQuery = (client: Client) =>
  queryOptions({
    queryKey: marketplaceKeys.sellers(),
    queryFn: ({ signal }) => marketplaceClient(client).sellers({ signal }),
  });

/** GET /api/marketplace/orders: the caller's purchases or sales, as pages. */
export const ordersQuery = (client: Client, filter: OrdersFilter = {}) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.orderList(filter),
    queryFn: ({ pageParam, signal }) =>
      marketplaceClient(client).orders({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** GET /api/marketplace/orders/{id}: one of the caller's orders. */
export const orderQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: marketplaceKeys.order(id),
    queryFn: ({ signal }) => marketplaceClient(client).order(id, { signal }),
  });

/** GET /api/marketplace/reviews: reviews, newest first, as pages. */
export const marketplaceReviewsQuery = (client: Client, filter: ReviewsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.reviews(filter),
    queryFn: ({ pageParam, signal }) =>
      marketplaceClient(client).reviews({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** GET /api/marketplace/admin/disputes (admins): disputed orders, oldest first, as pages. */
export const disputesQuery = (client: Client) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.disputes(),
    queryFn: ({ pageParam, signal }) =>
      marketplaceClient(client).disputes({ cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** GET /api/marketplace/admin/orders/{id} (admins): any order. */
export const adminOrderQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: marketplaceKeys.adminOrder(id),
    queryFn: ({ signal }) => marketplaceClient(client).adminOrder(id, { signal }),
  });
