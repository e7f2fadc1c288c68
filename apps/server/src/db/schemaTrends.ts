/**
 * Skill trends' daily rollup (issue 19, migration 0022): how many job requests created on each
 * UTC day asked for each skill (a request counts once per skill it lists). Kept exact by triggers
 * on job_requests in the same transaction as every insert, delete and change of `skills` or
 * `created_at` (drizzle/0022_skill_demand_days.sql), so no service writes it; GET
 * /api/skill-trends reads the whole days of its windows here (services/skillTrends.ts).
 */
import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

export const skillDemandDays = pgTable(
  'skill_demand_days',
  {
    /** The UTC day the requests were created. */
    day: date('day', { mode: 'string' }).notNull(),
    /** A skill id as job requests store it (no foreign key: neither do their `skills` arrays). */
    skillId: integer('skill_id').notNull(),
    /** Requests of that day listing the skill (0 once all of them were deleted or changed). */
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ name: 'skill_demand_days_pk', columns: [t.day, t.skillId] })],
);

/**
 * Skill trends' supply (issue 19, migration 0022): how many users with role talent list each skill
 * today, kept by triggers on users (inserts, deletes, changes of `role` or `skills`).
 */
export const skillSupply = pgTable('skill_supply', {
  skillId: integer('skill_id').primaryKey(),
  /** Talent profiles listing the skill (0 once none does). */
  talents: integer('talents').notNull(),
});
