/**
 * The marketplace's timed work on the server's one scheduler (issue 18):
 *
 * - `marketplace.requirements`: an order paid 48 h ago without its requirements is cancelled and
 *   refunded (Upwork's Project Catalog);
 * - `marketplace.auto-complete`: a delivery the buyer left for 14 days completes the order.
 *
 * Each order in its own transaction (orders.ts): the row is locked with SKIP LOCKED and its state
 * and time checked again under the lock, so with several instances, or overlapping runs, each
 * order moves once.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { marketplaceOrders } from '../../db/schemaMarketplace';
import type { ServiceDeps } from '../deps';
import type { Orders } from './orders';

/** How often the scheduler looks for overdue requirements and deliveries left 14 days. */
export const MARKETPLACE_TIMERS_INTERVAL_MS = 60_000;
const BATCH = 100;

export function createMarketplaceTimers(deps: ServiceDeps, orders: Orders) {
  const { db, now } = deps;

  async function run(
    state: 'awaiting_requirements' | 'delivered',
    column: typeof marketplaceOrders.requirementsDueAt,
    step: (id: number) => Promise<boolean>,
  ): Promise<number> {
    const at = now();
    let moved = 0;
    let afterId = 0;
    for (;;) {
      const due = await db
        .select({ id: marketplaceOrders.id })
        .from(marketplaceOrders)
        .where(
          and(
            eq(marketplaceOrders.state, state),
            lte(column, at),
            gt(marketplaceOrders.id, afterId),
          ),
        )
        .orderBy(asc(marketplaceOrders.id))
        .limit(BATCH);
      if (!due.length) return moved;
      for (const { id } of due) {
        if (await step(id)) moved += 1;
        afterId = id;
      }
      if (due.length < BATCH) return moved;
    }
  }

  return {
    /** One run of `marketplace.requirements`: how many orders were cancelled and refunded. */
    async runRequirements(): Promise<{ cancelled: number }> {
      return {
        cancelled: await run('awaiting_requirements', marketplaceOrders.requirementsDueAt, (id) =>
          orders.expireRequirements(id),
        ),
      };
    },
    /** One run of `marketplace.auto-complete`: how many orders completed by themselves. */
    async runAutoComplete(): Promise<{ completed: number }> {
      return {
        completed: await run('delivered', marketplaceOrders.autoCompleteAt, (id) =>
          orders.autoComplete(id),
        ),
      };
    },
  };
}
