/**
 * Skill trends (the sdk's `skillTrendSchema`; not shown in SPEC): how many job requests asked for
 * a skill over a window, against the window before, week by week, and how many talent list it.
 *
 * - Window: the `7d`, `30d` or `90d` before the app's clock, both ends included
 *   (`now − N days ≤ created_at ≤ now`); the previous window is the N days before that
 *   (`now − 2N days ≤ created_at < now − N days`), so no request counts in both.
 * - Demand: job requests created in the window whose `skills` array holds the skill — public and
 *   direct, in any status (a paused, closed or filled request was still demand when it was
 *   posted). Skill lists are stored without duplicates (every write de-duplicates them), so a row
 *   of `unnest(skills)` is one request.
 * - Supply: users with role talent whose profile lists the skill (today, not over the window).
 * - changePercent: (demand − previous) / previous × 100, rounded to one decimal; null when the
 *   previous window had none.
 * - History: one point per UTC week (Monday to Sunday, PostgreSQL's `date_trunc('week')`) that
 *   the window touches, oldest first, zero-filled; the first and last weeks are partial and count
 *   only requests inside the window, so the points add up to `demand`. A 7-day window always
 *   touches two weeks (its two ends are the same weekday and time, a week apart); 30 days give 5
 *   or 6 points, 90 days 13 or 14.
 *
 * At scale (issue 19): the whole UTC days of both windows are read from the daily rollup
 * `skill_demand_days` (requests per day and skill, kept exact by triggers on job_requests in the
 * writing transaction — drizzle/0022_skill_demand_days.sql), and only the three partial days
 * are counted from the requests themselves through their `created_at` index: the previous
 * window's first day (from `now − 2N days`), the day split between the two windows (at
 * `now − N days`) and today (to `now`). The three ends share a time of day, so the days between
 * them are whole; a UTC day lies in one UTC week, so the weekly history adds up the same. The
 * answers are exactly those of counting every request (test/skillTrendsRollup.test.ts), in
 * two aggregate queries — one bounded by days × skills, one by a day's requests three times,
 * whatever the table holds — then one for the supply of the skills kept, read from
 * `skill_supply` (talent profiles per skill, kept by triggers on users the same way). A single skill is the
 * same narrowed to it (`skills @> ARRAY[id]`, the rollup's `skill_id`).
 *
 * The list reuses its whole days' part for up to WHOLE_DAYS_TTL_MS (per window, per instance,
 * keyed by the day so a new day starts afresh); the partial days, supply and the single skill's
 * trend are read on every call. So a new request counts at once; only an edit or deletion of a
 * request created on an earlier day may take up to a minute to show in the list.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  SkillTrend,
  SkillTrendList,
  SkillTrendsQuery,
  SkillTrendWindow,
} from '@hireloop/sdk/schemas';
import { jobRequests, skills } from '../db/schema';
import { skillDemandDays, skillSupply } from '../db/schemaTrends';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';
import { isInt4Id } from './pageCursor';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Days in each window. */
export const WINDOW_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const satisfies Record<
  SkillTrendWindow,
  number
>;

/**
 * How long a list reuses the whole days' part of its answer (the rollup's, per window, on this
 * instance): an edit or deletion of a request created on an earlier day shows in the list within
 * this long. Everything else is live — requests of today and of the windows' other partial days,
 * supply, and the single skill's trend (never cached).
 */
export const WHOLE_DAYS_TTL_MS = 60_000;

/** The window of GET /api/skill-trends/{skillId}, which takes no query: the list's default. */
export const DETAIL_WINDOW: SkillTrendWindow = '30d';

const NOT_FOUND = 'Skill not found';

/** Same order as GET /api/skills for equal demand (sorted here: collations differ by engine). */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Midnight UTC of the Monday of the week holding `at`, in ms. */
export function weekStartOf(at: Date): number {
  const day = Math.floor(at.getTime() / DAY_MS);
  const sinceMonday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return (day - sinceMonday) * DAY_MS;
}

export interface TrendRange {
  /** The clock's now: the window's inclusive end, and `generatedAt`. */
  end: Date;
  /** The window's inclusive start (`end − N days`). */
  start: Date;
  /** The previous window's inclusive start (`end − 2N days`). */
  previousStart: Date;
  /** `YYYY-MM-DD` of every Monday from the week of `start` to the week of `end`. */
  weeks: string[];
}

export function trendRange(window: SkillTrendWindow, end: Date): TrendRange {
  const span = WINDOW_DAYS[window] * DAY_MS;
  const start = new Date(end.getTime() - span);
  const weeks: string[] = [];
  for (let week = weekStartOf(start); week <= end.getTime(); week += WEEK_MS) {
    weeks.push(new Date(week).toISOString().slice(0, 10));
  }
  return { end, start, previousStart: new Date(end.getTime() - 2 * span), weeks };
}

/** (demand − previous) / previous in percent, one decimal; null without a previous demand. */
export function changePercent(demand: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((demand - previous) / previous) * 1000) / 10;
}

interface Tally {
  skillId: number;
  name: string;
  demand: number;
  previous: number;
  /** Demand in the window by week start. */
  weeks: Map<string, number>;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;
/** Midnight UTC of the day holding `at`, in ms. */
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;
const dateOf = (ms: number) => sql`${new Date(ms).toISOString().slice(0, 10)}::date`;
const at = (ms: number) => timestamp(new Date(ms));

/**
 * A grouped week as `YYYY-MM-DD` text, not a timestamp: the drivers would read a timestamp in the
 * process's time zone. Formatted after grouping (once per skill and week, not per row); skills
 * are joined after grouping too, for their names.
 */
const weekText = sql.raw(`to_char(w.week, 'YYYY-MM-DD') as week`);

/** One skill's demand in one week (of the whole days, or of the partial days). */
interface WeekRow {
  skillId: number;
  name: string;
  week: string;
  demand: number;
  previous: number;
}

/** Adds `rows` into `bySkill` (its tallies are changed in place); answers it. */
function fold(bySkill: Map<number, Tally>, rows: readonly WeekRow[]): Map<number, Tally> {
  for (const row of rows) {
    let tally = bySkill.get(row.skillId);
    if (!tally) {
      tally = { skillId: row.skillId, name: row.name, demand: 0, previous: 0, weeks: new Map() };
      bySkill.set(row.skillId, tally);
    }
    tally.demand += row.demand;
    tally.previous += row.previous;
    if (row.demand > 0) tally.weeks.set(row.week, (tally.weeks.get(row.week) ?? 0) + row.demand);
  }
  return bySkill;
}

export function createSkillTrendService(deps: ServiceDeps) {
  const { db, now } = deps;

  /** The whole days' part of each window's list, while fresh (see WHOLE_DAYS_TTL_MS). */
  const wholeDaysCache = new Map<string, { at: number; tallies: Map<number, Tally> }>();

  /**
   * Demand per skill over both windows, grouped by skill and UTC week (a week with no request is
   * absent). The whole days from the rollup (the list's from `wholeDaysCache` while fresh), the
   * three partial days from the requests (see the top of this file), added up per skill and week.
   * `onlySkill` narrows both parts to one skill.
   */
  async function tallies(range: TrendRange, onlySkill?: number): Promise<Map<number, Tally>> {
    const firstDay = dayOf(range.previousStart);
    let whole: Map<number, Tally>;
    if (onlySkill === undefined) {
      const key = `${range.end.getTime() - range.start.getTime()}:${firstDay}`;
      const at = range.end.getTime();
      const cached = wholeDaysCache.get(key);
      if (cached && cached.at <= at && at - cached.at < WHOLE_DAYS_TTL_MS) {
        whole = cached.tallies;
      } else {
        whole = fold(new Map(), await wholeDays(range));
        for (const [other, entry] of wholeDaysCache)
          if (entry.at > at || at - entry.at >= WHOLE_DAYS_TTL_MS) wholeDaysCache.delete(other);
        wholeDaysCache.set(key, { at, tallies: whole });
      }
    } else {
      whole = fold(new Map(), await wholeDays(range, onlySkill));
    }
    const merged = new Map<number, Tally>();
    for (const [id, tally] of whole) merged.set(id, { ...tally, weeks: new Map(tally.weeks) });
    return fold(merged, await partialDays(range, onlySkill));
  }

  /** The rollup's whole days of both windows, per skill and week. */
  async function wholeDays(range: TrendRange, onlySkill?: number): Promise<WeekRow[]> {
    const splitDay = dayOf(range.start); // partial: previous before start, demand from it
    const onlyOne = onlySkill === undefined ? sql`` : sql`and d.skill_id = ${onlySkill}`;
    const result = await db.execute(sql`
      select w.skill_id as "skillId", s.name, ${weekText}, w.demand, w.previous
      from (
        select d.skill_id, date_trunc('week', d.day::timestamp) as week,
          coalesce(sum(d.requests) filter (where d.day > ${dateOf(splitDay)}), 0)::int as demand,
          coalesce(sum(d.requests) filter (where d.day < ${dateOf(splitDay)}), 0)::int as previous
        from ${skillDemandDays} d
        where d.day > ${dateOf(dayOf(range.previousStart))} and d.day < ${dateOf(dayOf(range.end))}
          and d.day <> ${dateOf(splitDay)} ${onlyOne}
        group by 1, 2
      ) w join ${skills} s on s.id = w.skill_id`);
    // Both drivers (pg, PGlite) answer `{ rows }`.
    return (result as unknown as { rows: WeekRow[] }).rows;
  }

  /** The requests of the windows' three partial days, per skill and week. */
  async function partialDays(range: TrendRange, onlySkill?: number): Promise<WeekRow[]> {
    const firstDay = dayOf(range.previousStart); // partial: from previousStart
    const splitDay = dayOf(range.start); // partial: previous before start, demand from it
    const today = dayOf(range.end); // partial: to end
    const onlyOne =
      onlySkill === undefined
        ? sql``
        : sql`and r.skills @> ${intArray([onlySkill])} and k.skill_id = ${onlySkill}`;
    const result = await db.execute(sql`
      select w.skill_id as "skillId", s.name, ${weekText}, w.demand, w.previous
      from (
        select k.skill_id, date_trunc('week', r.created_at at time zone 'UTC') as week,
          (count(*) filter (where r.created_at >= ${timestamp(range.start)}))::int as demand,
          (count(*) filter (where r.created_at < ${timestamp(range.start)}))::int as previous
        from ${jobRequests} r cross join unnest(r.skills) as k(skill_id)
        where ((r.created_at >= ${timestamp(range.previousStart)} and r.created_at < ${at(firstDay + DAY_MS)})
          or (r.created_at >= ${at(splitDay)} and r.created_at < ${at(splitDay + DAY_MS)})
          or (r.created_at >= ${at(today)} and r.created_at <= ${timestamp(range.end)}))
          ${onlyOne}
        group by 1, 2
      ) w join ${skills} s on s.id = w.skill_id`);
    return (result as unknown as { rows: WeekRow[] }).rows;
  }

  /** Talent profiles listing each of `ids` (absent: none), from the `skill_supply` rollup. */
  async function supplyOf(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ skillId: skillSupply.skillId, supply: skillSupply.talents })
      .from(skillSupply)
      .where(sql`${skillSupply.skillId} = any(${intArray(ids)})`);
    return new Map(rows.map((row) => [row.skillId, row.supply]));
  }

  function toTrend(range: TrendRange, tally: Tally, supply: number): SkillTrend {
    return {
      skillId: tally.skillId,
      name: tally.name,
      demand: tally.demand,
      supply,
      changePercent: changePercent(tally.demand, tally.previous),
      history: range.weeks.map((weekStart) => ({
        weekStart,
        demand: tally.weeks.get(weekStart) ?? 0,
      })),
    };
  }

  return {
    /**
     * GET /api/skill-trends: the skills asked for in the window, highest demand first, then by
     * name (as GET /api/skills sorts) and id; at most `limit`. Skills no request in the window
     * asked for are left out (an empty database answers no items).
     */
    async list(query: SkillTrendsQuery): Promise<SkillTrendList> {
      const range = trendRange(query.window, now());
      const top = [...(await tallies(range)).values()]
        .filter((tally) => tally.demand > 0)
        .sort(
          (a, b) => b.demand - a.demand || byName.compare(a.name, b.name) || a.skillId - b.skillId,
        )
        .slice(0, query.limit);
      const supply = await supplyOf(top.map((tally) => tally.skillId));
      return {
        window: query.window,
        generatedAt: range.end.toISOString(),
        items: top.map((tally) => toTrend(range, tally, supply.get(tally.skillId) ?? 0)),
      };
    },

    /** GET /api/skill-trends/{skillId}: one skill over the default window (404 if unknown). */
    async get(skillId: number, window: SkillTrendWindow = DETAIL_WINDOW): Promise<SkillTrend> {
      if (!isInt4Id(skillId)) throw problem(404, NOT_FOUND);
      const [skill] = await db
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(eq(skills.id, skillId));
      if (!skill) throw problem(404, NOT_FOUND);
      const range = trendRange(window, now());
      const tally = (await tallies(range, skillId)).get(skillId) ?? {
        skillId,
        name: skill.name,
        demand: 0,
        previous: 0,
        weeks: new Map<string, number>(),
      };
      const supply = (await supplyOf([skillId])).get(skillId) ?? 0;
      return toTrend(range, tally, supply);
    },
  };
}
export type SkillTrendService = ReturnType<typeof createSkillTrendService>;
