/**
 * Fills `job_requests` with many public, active rows in one `INSERT … SELECT … FROM
 * generate_series` statement (seconds, not minutes), varied enough that the listing's filters and
 * full-text search do real work: 13 roles × 7 seniorities in the title, 11 domains and 12 tasks in
 * the description, every type, rate type, location type, experience and duration, three skills
 * each, spread over the employers and over ~23 days of creation times.
 */
import { sql } from 'drizzle-orm';
import { RATE_TYPES } from '@hireloop/sdk';
import type { Db } from '../src/db';

const SENIORITIES = ['Senior', 'Junior', 'Lead', 'Freelance', 'Contract', 'Mid-level', 'Principal'];
const ROLES = [
  'TypeScript engineer',
  'Python developer',
  'product designer',
  'data analyst',
  'copywriter',
  'DevOps engineer',
  'mobile developer',
  'accountant',
  'marketing manager',
  'video editor',
  'QA engineer',
  'technical writer',
  'sales representative',
];
const DOMAINS = [
  'fintech',
  'healthcare',
  'logistics',
  'e-commerce',
  'education',
  'media',
  'travel',
  'gaming',
  'climate',
  'legal',
  'real estate',
];
const TASKS = [
  'migrate our public API to GraphQL',
  'redesign the onboarding flow',
  'build analytics dashboards for the sales team',
  'write documentation for our developer platform',
  'run paid acquisition campaigns on search and social',
  'reconcile accounts and prepare the monthly close',
  'ship the first version of our mobile app',
  'automate end-to-end tests of the checkout',
  'move our infrastructure to Kubernetes with Terraform',
  'produce short videos for product launches',
  'qualify inbound leads and book demos',
  'clean up and model our customer data',
];
const TYPES = ['job', 'project', 'task'];
const LOCATION_TYPES = ['remote', 'onsite', 'hybrid'];
const EXPERIENCE = ['junior', 'mid', 'senior', 'expert'];
const DURATIONS = ['1-week', '2-weeks', '1-month', '3-months', '6-months', 'ongoing'];

/** A SQL text[] literal of fixed, trusted strings (constants of this file). */
const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** A SQL int[] literal of ids read from the database. */
const intArray = (values: number[]) =>
  sql.raw(`ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);

/** Inserts `rows` job requests for `employerIds` tagged with `skillIds`; returns the elapsed ms. */
export async function insertJobRequestRows(
  db: Db,
  { rows, employerIds, skillIds }: { rows: number; employerIds: number[]; skillIds: number[] },
): Promise<number> {
  const started = performance.now();
  const e = employerIds.length;
  const s = skillIds.length;
  // `i / n` is integer division on the int from generate_series: it staggers the arrays so
  // that combinations vary independently.
  await db.execute(sql`
    INSERT INTO job_requests (
      employer_id, title, description, type, min_rate, max_rate, rate_type, location,
      location_type, department, experience, duration, skills, status, request_target,
      created_at, updated_at
    )
    SELECT
      (${intArray(employerIds)})[1 + i % ${sql.raw(String(e))}],
      (${textArray(SENIORITIES)})[1 + i % 7] || ' ' || (${textArray(ROLES)})[1 + (i / 7) % 13]
        || ' #' || i,
      'We are a ' || (${textArray(DOMAINS)})[1 + i % 11] || ' company looking for a '
        || lower((${textArray(ROLES)})[1 + (i / 7) % 13]) || ' to '
        || (${textArray(TASKS)})[1 + (i / 3) % 12]
        || '. You will work with a small team, in English, with a clear brief and weekly check-ins.',
      (${textArray(TYPES)})[1 + i % 3],
      20 + (i % 150),
      CASE WHEN (i / 3) % 7 = 5 THEN NULL ELSE 40 + (i % 150) + (i % 60) END,
      (${textArray(RATE_TYPES)})[1 + (i / 3) % 7],
      (${textArray(['Berlin', 'London', 'Lagos', 'Toronto', 'Remote', 'Austin', 'Bengaluru'])})[1 + (i / 5) % 7],
      (${textArray(LOCATION_TYPES)})[1 + (i / 5) % 3],
      (${textArray(['Engineering', 'Design', 'Marketing', 'Finance', 'Sales', 'Operations'])})[1 + (i / 2) % 6],
      (${textArray(EXPERIENCE)})[1 + (i / 11) % 4],
      (${textArray(DURATIONS)})[1 + (i / 13) % 6],
      ARRAY[
        (${intArray(skillIds)})[1 + i % ${sql.raw(String(s))}],
        (${intArray(skillIds)})[1 + (i * 7 + 3) % ${sql.raw(String(s))}],
        (${intArray(skillIds)})[1 + (i * 13 + 5) % ${sql.raw(String(s))}]
      ],
      'active',
      'public',
      now() - i * interval '20 seconds',
      now() - i * interval '20 seconds'
    FROM generate_series(1, ${sql.raw(String(Math.trunc(rows)))}) AS g(i)
  `);
  // Fresh statistics, as a long-running database would have: the planner picks the indexes.
  await db.execute(sql`ANALYZE job_requests`);
  return performance.now() - started;
}
