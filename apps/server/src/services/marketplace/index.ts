/**
 * The services marketplace (issue 18): the catalogue (services, reviews, ratings), orders (payment,
 * requirements, deliveries, revisions, completion, cancellation, disputes, reviews) and the
 * scheduler's requirement expiries and auto-completions.
 */
import type { ServiceDeps } from '../deps';
import { createCatalog } from './catalog';
import { createOrders, type OrderEffects } from './orders';
import { createMarketplaceTimers } from './timers';

export { MARKETPLACE_TIMERS_INTERVAL_MS } from './timers';
export { isOrderCheckoutId } from './orders';

export function createMarketplaceService(deps: ServiceDeps, effects: OrderEffects) {
  const catalog = createCatalog(deps);
  const orders = createOrders(deps, effects);
  const timers = createMarketplaceTimers(deps, orders);
  return { catalog, orders, ...timers };
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
