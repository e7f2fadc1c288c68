/**
 * Twelve months of job request history (issue 20), so the skill trends, the skills page's
 * badges and the market benchmarks move: public hourly requests of the other employers, a few a
 * week, whose skills follow one of four curves over the year —
 *
 * - steady: about the same every month, with a quarterly wave;
 * - rising: rare a year ago, frequent this month;
 * - falling: frequent a year ago, rare now;
 * - new: none until the last {@link NEW_SKILL_DAYS} days (the trends say "New").
 *
 * Counts come from the seed's PRNG (same seed and origin, same rows). Requests younger than
 * {@link OPEN_DAYS} are still active (talent see them as opportunities); older ones closed at
 * their deadline. Inside the employers' current billing period a request is only written while
 * its poster has quota left for its type (the sdk's `EMPLOYER_PLANS`), as posting would enforce.
 * The `skill_demand_days` rollup follows by itself (drizzle/0022's triggers).
 */
import { DURATIONS, EMPLOYER_PLANS, EXPERIENCE_LEVELS, LOCATION_TYPES } from '@hireloop/sdk';
import type { JobRequestType } from '@hireloop/sdk/schemas';
import { and, count, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../db';
import { jobRequests } from '../db/schema';
import type { Rng } from './rng';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far back the history goes, in days. */
export const HISTORY_DAYS = 365;
/** "New" skills are asked for only in this many most recent days. */
export const NEW_SKILL_DAYS = 25;
/** Requests younger than this many days are still open. */
const OPEN_DAYS = 10;

export type TrendCurve = 'steady' | 'rising' | 'falling' | 'new';

/** Expected requests per day asking for a skill of `curve`, `age` days before the origin. */
export function dailyRate(curve: TrendCurve, age: number): number {
  switch (curve) {
    case 'steady':
      return 0.12 * (1 + 0.35 * Math.sin((2 * Math.PI * age) / 91));
    case 'rising':
      return 0.03 + 0.34 * Math.max(0, 1 - age / 150) ** 2;
    case 'falling':
      return 0.04 + 0.3 * Math.min(1, age / 120);
    case 'new':
      return age < NEW_SKILL_DAYS ? 0.3 : 0;
  }
}

interface HistorySkill {
  skill: string;
  curve: TrendCurve;
  /** A skill often asked for with it (never a "new" one, so those stay new). */
  with: string;
  /** Typical hourly rate. */
  rate: number;
  /** Titles for a job, a project and a task. */
  titles: [string, string, string];
}

export const HISTORY_SKILLS: readonly HistorySkill[] = [
  {
    skill: 'TypeScript',
    curve: 'steady',
    with: 'Node.js',
    rate: 72,
    titles: [
      'TypeScript engineer',
      'Typed API client for our platform',
      'Fix TypeScript build errors',
    ],
  },
  {
    skill: 'React',
    curve: 'steady',
    with: 'TypeScript',
    rate: 66,
    titles: ['React developer', 'Customer portal in React', 'React form bug fixes'],
  },
  {
    skill: 'Python',
    curve: 'steady',
    with: 'pandas',
    rate: 68,
    titles: ['Python engineer', 'Reporting scripts in Python', 'Python script clean-up'],
  },
  {
    skill: 'Figma',
    curve: 'steady',
    with: 'UI Design',
    rate: 56,
    titles: ['Product designer (Figma)', 'App redesign in Figma', 'Figma component tidy-up'],
  },
  {
    skill: 'PostgreSQL',
    curve: 'steady',
    with: 'SQL',
    rate: 70,
    titles: ['Database engineer', 'PostgreSQL schema migration', 'Slow query tuning'],
  },
  {
    skill: 'Large Language Models',
    curve: 'rising',
    with: 'Python',
    rate: 95,
    titles: ['Applied AI engineer', 'Support assistant on our docs', 'Evaluate an LLM prototype'],
  },
  {
    skill: 'Rust',
    curve: 'rising',
    with: 'AWS',
    rate: 90,
    titles: ['Rust systems engineer', 'Rust ingestion service', 'Port a hot path to Rust'],
  },
  {
    skill: 'Next.js',
    curve: 'rising',
    with: 'React',
    rate: 70,
    titles: ['Next.js developer', 'Marketing site on Next.js', 'Next.js image loading fix'],
  },
  {
    skill: 'Terraform',
    curve: 'rising',
    with: 'AWS',
    rate: 85,
    titles: [
      'Platform engineer (Terraform)',
      'Infrastructure as code rollout',
      'Terraform module review',
    ],
  },
  {
    skill: 'PHP',
    curve: 'falling',
    with: 'MySQL',
    rate: 50,
    titles: ['PHP developer', 'Legacy PHP shop upgrade', 'PHP contact form fix'],
  },
  {
    skill: 'Angular',
    curve: 'falling',
    with: 'TypeScript',
    rate: 60,
    titles: ['Angular developer', 'Angular admin panel features', 'Angular upgrade blocker'],
  },
  {
    skill: 'Sketch',
    curve: 'falling',
    with: 'UI Design',
    rate: 48,
    titles: ['UI designer (Sketch)', 'Sketch files to a design kit', 'Export Sketch assets'],
  },
  {
    skill: 'MongoDB',
    curve: 'falling',
    with: 'Node.js',
    rate: 62,
    titles: ['Backend developer (MongoDB)', 'MongoDB data model rework', 'MongoDB index review'],
  },
  {
    skill: 'Prompt Engineering',
    curve: 'new',
    with: 'Python',
    rate: 80,
    titles: ['Prompt engineer', 'Prompt library for our support bot', 'Tune prompts for summaries'],
  },
  {
    skill: 'Supabase',
    curve: 'new',
    with: 'PostgreSQL',
    rate: 65,
    titles: [
      'Supabase developer',
      'Move our auth to Supabase',
      'Supabase row-level security check',
    ],
  },
];

const TYPES: readonly JobRequestType[] = ['job', 'project', 'task'];

export interface HistoryOptions {
  origin: Date;
  rng: Rng;
  /** The employers who post the history, in turn. */
  employerIds: readonly number[];
  companyOf: (employerId: number) => number | null;
  /** Their current billing period's start: requests after it use up quota. */
  periodStart: Date;
  idsOf: (names: readonly string[]) => number[];
}

/** Writes the history; returns how many requests it wrote. */
export async function insertDemoHistory(tx: Tx, opts: HistoryOptions): Promise<number> {
  const { origin, rng, employerIds, periodStart } = opts;
  if (employerIds.length === 0) return 0;
  // What each poster has used of its yearly quota already (all statuses count).
  const used = new Map<string, number>();
  const key = (employerId: number, type: JobRequestType) => `${employerId}:${type}`;
  const rows = await tx
    .select({ employerId: jobRequests.employerId, type: jobRequests.type, n: count() })
    .from(jobRequests)
    .where(
      and(
        inArray(jobRequests.employerId, [...employerIds]),
        gte(jobRequests.createdAt, periodStart),
      ),
    )
    .groupBy(jobRequests.employerId, jobRequests.type);
  for (const row of rows) used.set(key(row.employerId, row.type), Number(row.n));
  const quota = EMPLOYER_PLANS.year.quota;

  type Row = typeof jobRequests.$inferInsert;
  const values: Row[] = [];
  let turn = 0;
  // Oldest first, so the quota goes to requests in the order they were posted.
  for (let age = HISTORY_DAYS - 1; age >= 0; age--) {
    for (const entry of HISTORY_SKILLS) {
      const expected = dailyRate(entry.curve, age);
      const n = Math.floor(expected + rng());
      for (let i = 0; i < n; i++) {
        const typeIndex = rng() < 0.25 ? 0 : rng() < 0.6 ? 1 : 2;
        const type = TYPES[typeIndex]!;
        const createdAt = new Date(origin.getTime() - age * DAY_MS - (1 + rng() * 20) * HOUR_MS);
        if (createdAt.getTime() < origin.getTime() - HISTORY_DAYS * DAY_MS) continue;
        const inPeriod = createdAt >= periodStart;
        let employerId: number | undefined;
        for (let tries = 0; tries < employerIds.length; tries++) {
          const candidate = employerIds[(turn + tries) % employerIds.length]!;
          const limit = quota[type];
          if (!inPeriod || (used.get(key(candidate, type)) ?? 0) < limit) {
            employerId = candidate;
            turn = (turn + tries + 1) % employerIds.length;
            break;
          }
        }
        if (employerId === undefined) continue;
        if (inPeriod) used.set(key(employerId, type), (used.get(key(employerId, type)) ?? 0) + 1);
        const low = Math.max(15, Math.round(entry.rate * (0.8 + rng() * 0.3)));
        const open = age < OPEN_DAYS;
        const deadline = new Date(createdAt.getTime() + OPEN_DAYS * DAY_MS);
        const title = entry.titles[typeIndex]!;
        values.push({
          employerId,
          companyId: opts.companyOf(employerId),
          title,
          description: `${title}. We are looking for someone with solid ${entry.skill} experience (and ${entry.with}) to join us; tell us about similar work you have done and when you could start.`,
          type,
          minRate: low,
          maxRate: low + 10 + Math.floor(rng() * 4) * 5,
          rateType: 'hourly',
          location: null,
          locationType: LOCATION_TYPES[Math.floor(rng() * LOCATION_TYPES.length)]!,
          department: null,
          experience: EXPERIENCE_LEVELS[Math.floor(rng() * EXPERIENCE_LEVELS.length)]!,
          duration: DURATIONS[Math.floor(rng() * DURATIONS.length)]!,
          skills: opts.idsOf([entry.skill, entry.with]),
          deadline: deadline.toISOString().slice(0, 10),
          status: open ? 'active' : 'closed',
          requestTarget: 'public',
          createdAt,
          updatedAt: open ? createdAt : deadline,
        });
      }
    }
  }
  // Multi-row inserts in slices (PostgreSQL's 65,535 bind parameters per statement).
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(jobRequests).values(values.slice(i, i + 500));
  }
  return values.length;
}
