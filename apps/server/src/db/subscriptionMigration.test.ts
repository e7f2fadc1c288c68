/**
 * Issue 14's migrations keep existing subscriptions: a database migrated up to the state before
 * the lifecycle, holding subscriptions of the old shape (an anchor in `current_period_start`, the
 * first period's end or none), is migrated to the end; each row keeps its plan and status, gets
 * its anchor and the current period it is in (so it renews at that period's end), lifetime gets
 * no end, and local ones the succeeding test card.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { addMonths } from '../services/subscriptions';
import { migrationsBefore } from './migrationsBefore';

const LIFECYCLE_MIGRATION = '0004_subscription_lifecycle';
const DAY = 24 * 60 * 60 * 1000;

describe('the subscription lifecycle migrations', () => {
  const old = migrationsBefore(LIFECYCLE_MIGRATION);
  afterAll(() => old.remove());

  it('give existing subscriptions their anchor and current period, keeping plan and status', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO plans (id, role, name, description, price_cents, interval, billing_period, stripe_price_id, job_limit, project_limit, task_limit)
        VALUES ('employer-month', 'employer', 'Employer Monthly', 'm', 9900, 'month', 'month', 'price_m', 1, 3, 5),
               ('employer-year', 'employer', 'Employer Yearly', 'y', 84000, 'year', 'year', 'price_y', 12, 36, 60),
               ('talent-lifetime', 'talent', 'Lite Lifetime', 'l', 7900, 'one-time', 'lifetime', 'price_l', 0, 0, 0);
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'a@example.com', 'x', 'A', 'employer'), (2, 'b@example.com', 'x', 'B', 'employer');`);
      const now = Date.now();
      // Anchored on the 31st, 2 months and a few days ago (a clamped month in between, maybe).
      const monthlyAnchor = new Date(now - 65 * DAY);
      const yearlyAnchor = new Date(now - 400 * DAY);
      const lifetimeAnchor = new Date(now - 900 * DAY);
      await client.query(
        `INSERT INTO subscriptions (user_id, account_type, plan_id, status, provider, current_period_start, current_period_end)
         VALUES (1, 'employer', 'employer-month', 'active', 'local', $1, $2),
                (2, 'employer', 'employer-year', 'active', 'stripe', $3, NULL),
                (1, 'talent', 'talent-lifetime', 'lifetime', 'local', $4, $5),
                (2, 'talent', 'talent-lifetime', 'canceled', 'local', $4, NULL)`,
        [
          monthlyAnchor,
          addMonths(monthlyAnchor, 1),
          yearlyAnchor,
          lifetimeAnchor,
          addMonths(lifetimeAnchor, 1),
        ],
      );

      await migrateRest();

      const { rows } = await client.query<{
        plan_id: string;
        status: string;
        billing_anchor: Date;
        current_period_start: Date;
        current_period_end: Date | null;
        local_card: string | null;
        cancel_at_period_end: boolean;
        ended_at: Date | null;
      }>('SELECT * FROM subscriptions ORDER BY id');
      expect(rows.map((r) => [r.plan_id, r.status])).toEqual([
        ['employer-month', 'active'],
        ['employer-year', 'active'],
        ['talent-lifetime', 'lifetime'],
        ['talent-lifetime', 'canceled'],
      ]);
      const [monthly, yearly, lifetime, canceled] = rows;
      expect(monthly!.billing_anchor).toEqual(monthlyAnchor);
      // The period containing now, counted from the anchor in calendar months.
      const k = [1, 2, 3].find(
        (n) =>
          addMonths(monthlyAnchor, n).getTime() <= now &&
          addMonths(monthlyAnchor, n + 1).getTime() > now,
      )!;
      expect(monthly!.current_period_start).toEqual(addMonths(monthlyAnchor, k));
      expect(monthly!.current_period_end).toEqual(addMonths(monthlyAnchor, k + 1));
      expect(monthly!.local_card).toBe('succeeds');
      expect(monthly!.cancel_at_period_end).toBe(false);
      expect(yearly!.current_period_start).toEqual(addMonths(yearlyAnchor, 12));
      expect(yearly!.current_period_end).toEqual(addMonths(yearlyAnchor, 24));
      expect(yearly!.local_card).toBeNull();
      expect(lifetime!.current_period_end).toBeNull();
      expect(lifetime!.billing_anchor).toEqual(lifetimeAnchor);
      expect(canceled!.ended_at).not.toBeNull();
    } finally {
      await client.close();
    }
  });
});
