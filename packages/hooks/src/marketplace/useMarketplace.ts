import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import {
  adminOrderQuery,
  disputesQuery,
  marketplaceReviewsQuery,
  orderQuery,
  ordersQuery,
  serviceQuery,
  serviceSellersQuery,
  servicesQuery,
  type OrdersFilter,
  type ReviewsFilter,
  type ServicesFilter,
} from '../queries/marketplace';

/**
 * Services (issue 18) as an infinite query: published ones filtered by a search (`q`), a skill, the
 * starting price (`priceMin`, `priceMax`), the delivery time (`deliveryMax` days) and the rating
 * (`ratingMin`), sorted (`newest`, `price_low`, `price_high`, `rating`); `scope: 'mine'` lists
 * the ones the caller sells, drafts and paused ones included.
 */
export function useServices(filter: ServicesFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...servicesQuery(client, filter), enabled: user !== null });
}

/** One service; nothing is fetched while `id` is null. Another's draft is a 404. */
export function useService(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...serviceQuery(client, id ?? 0), enabled: user !== null && id != null });
}

/** Whom the caller may sell as: themself and the collectives they manage. */
export function useServiceSellers() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...serviceSellersQuery(client), enabled: user !== null });
}

/** The caller's orders as an infinite query: purchases (`role: 'buyer'`) or sales (`'seller'`). */
export function useOrders(filter: OrdersFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...ordersQuery(client, filter), enabled: user !== null });
}

/** One of the caller's orders; nothing is fetched while `id` is null. Another's order is a 404. */
export function useOrder(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...orderQuery(client, id ?? 0), enabled: user !== null && id != null });
}

/**
 * Reviews as an infinite query: of a service (`serviceId`), about a person (`userId`), or of a
 * collective's services (`collectiveId`); nothing is fetched while `filter` is null.
 */
export function useMarketplaceReviews(filter: ReviewsFilter | null) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({
    ...marketplaceReviewsQuery(client, filter ?? {}),
    enabled: user !== null && filter !== null,
  });
}

/** The admins' disputes: disputed orders, oldest first. Admins only. */
export function useDisputes() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...disputesQuery(client), enabled: user?.isAdmin === true });
}

/** Any order, for an admin deciding a dispute; nothing is fetched while `id` is null. */
export function useAdminOrder(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...adminOrderQuery(client, id ?? 0),
    enabled: user?.isAdmin === true && id != null,
  });
}
