/**
 * Bulk rows for the search benchmark (bench/search.bench.ts) and the plan test
 * (test/searchPlans.test.ts): job requests and talent profiles made by `INSERT … SELECT … FROM
 * generate_series` (a million rows in well under a minute on PostgreSQL), with the shapes real
 * data has, so that the planner sees realistic selectivities:
 *
 * - 30 roles, drawn with a skewed (Zipf-like) popularity: a few roles are common, most are rare;
 * - each role has its own skills (a TypeScript engineer's request asks for TypeScript, React,
 *   Node.js…), 2–4 of them per row, plus one skill drawn from the whole catalogue, so a skills
 *   filter and a text query are correlated as in real listings;
 * - titles are a seniority and the role, descriptions a domain, the role, a task and one of
 *   several closing sentences;
 * - ~88 % of requests active, ~96 % public (the rest direct, to a talent);
 * - one request a minute, in insertion order (as production appends them): the newest rows sit
 *   together at the end of the table, as they would on a real database.
 *
 * Text, roles and skills are constants of this file; skill and user ids come from the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { RATE_TYPES } from '@hireloop/sdk';
import type { Db } from '../src/db';

/** A role: its job title and the skills (catalogue names) its requests and profiles list. */
interface Role {
  title: string;
  skills: string[];
}

/** Most popular first: row `i` takes role `floor(30 · u²)` for a uniform `u` (role 1 ≈ 18 %). */
export const SEARCH_ROLES: readonly Role[] = [
  { title: 'TypeScript engineer', skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'] },
  { title: 'Python developer', skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL'] },
  { title: 'product designer', skills: ['UI Design', 'UX Design', 'Figma', 'Prototyping'] },
  { title: 'data analyst', skills: ['SQL', 'Data Analysis', 'Tableau', 'Excel'] },
  { title: 'copywriter', skills: ['Copywriting', 'Content Writing', 'Editing', 'Proofreading'] },
  { title: 'DevOps engineer', skills: ['AWS', 'Docker', 'Kubernetes', 'Terraform'] },
  { title: 'mobile developer', skills: ['React Native', 'Flutter', 'SwiftUI', 'Expo'] },
  { title: 'accountant', skills: ['Accounting', 'Bookkeeping', 'QuickBooks', 'Xero'] },
  {
    title: 'marketing manager',
    skills: ['Growth Marketing', 'Google Ads', 'Email Marketing', 'HubSpot'],
  },
  {
    title: 'video editor',
    skills: ['Video Editing', 'Adobe Premiere Pro', 'Final Cut Pro', 'Motion Graphics'],
  },
  { title: 'QA engineer', skills: ['Test Automation', 'Playwright', 'Cypress', 'Manual QA'] },
  {
    title: 'technical writer',
    skills: ['Technical Writing', 'Editing', 'UX Writing', 'REST API Design'],
  },
  {
    title: 'sales representative',
    skills: ['B2B Sales', 'Lead Generation', 'Cold Outreach', 'Salesforce'],
  },
  { title: 'Go backend engineer', skills: ['Go', 'gRPC', 'PostgreSQL', 'Microservices'] },
  { title: 'Rust engineer', skills: ['Rust', 'WebSockets', 'Linux Administration', 'Docker'] },
  {
    title: 'machine learning engineer',
    skills: ['Machine Learning', 'PyTorch', 'Python', 'Large Language Models'],
  },
  { title: 'data engineer', skills: ['Data Engineering', 'Apache Spark', 'dbt', 'Apache Airflow'] },
  { title: 'frontend developer', skills: ['React', 'Next.js', 'Tailwind CSS', 'CSS'] },
  { title: 'Vue.js developer', skills: ['Vue.js', 'Nuxt', 'JavaScript', 'Vite'] },
  { title: 'Java developer', skills: ['Java', 'Spring Boot', 'Kotlin', 'MySQL'] },
  { title: 'PHP developer', skills: ['PHP', 'Laravel', 'MySQL', 'Redis'] },
  { title: 'Ruby on Rails developer', skills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Redis'] },
  {
    title: 'SEO specialist',
    skills: [
      'Search Engine Optimization',
      'Content Marketing',
      'Google Analytics',
      'Conversion Rate Optimization',
    ],
  },
  {
    title: 'brand designer',
    skills: ['Brand Identity', 'Logo Design', 'Adobe Illustrator', 'Illustration'],
  },
  {
    title: 'product manager',
    skills: ['Product Management', 'Roadmapping', 'Agile', 'User Stories'],
  },
  {
    title: 'recruiter',
    skills: ['Recruiting', 'Technical Recruiting', 'HR Management', 'Negotiation'],
  },
  {
    title: 'security engineer',
    skills: ['Application Security', 'Penetration Testing', 'OWASP', 'SOC 2 Compliance'],
  },
  {
    title: 'financial analyst',
    skills: ['Financial Modeling', 'Financial Analysis', 'FP&A', 'Excel'],
  },
  { title: 'translator', skills: ['Translation', 'Localization', 'Proofreading', 'Editing'] },
  {
    title: 'podcast producer',
    skills: ['Podcast Production', 'Audio Editing', 'Voice Over', 'Editing'],
  },
];

export const SENIORITIES = [
  'Senior',
  'Junior',
  'Lead',
  'Freelance',
  'Contract',
  'Mid-level',
  'Principal',
];
export const DOMAINS = [
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
  'insurance',
  'agriculture',
  'hospitality',
  'biotech',
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
  'speed up our slowest pages',
  'hire our first engineers',
  'audit our security before a SOC 2 review',
  'localize the product into Spanish and German',
];
const CLOSINGS = [
  'You will work with a small team, in English, with a clear brief and weekly check-ins.',
  'Fully async, with a written spec and a demo every Friday.',
  'Long-term collaboration possible if the first milestone goes well.',
  'Please include links to similar work in your proposal.',
  'We move fast and value clear communication over long meetings.',
  'Budget is flexible for the right experience.',
];
export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Imani',
  'Jonas',
  'Kai',
  'Lena',
  'Mateo',
  'Nia',
  'Oscar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yusuf',
];
export const LAST_NAMES = [
  'Adeyemi',
  'Berg',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hoang',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Rossi',
  'Silva',
  'Tanaka',
  'Weber',
];
const CITIES = ['Berlin', 'London', 'Lagos', 'Toronto', 'Remote', 'Austin', 'Bengaluru', 'Lisbon'];

/** A SQL text[] literal of fixed, trusted strings (constants of this file). */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** A SQL int[] literal of ids read from the database. */
const intArray = (values: readonly number[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);
/**
 * `2 + k` (k a draw in 0–2) of role `r`'s four skills: a slice of every role's skills laid end
 * to end (one-dimensional, so the slice is a plain int[]).
 */
const roleSkills = (bundles: readonly (readonly number[])[], k: SQL): SQL =>
  sql`(${intArray(bundles.flat())})[(r - 1) * 4 + 1:(r - 1) * 4 + 2 + ${k}]`;
const n = (value: number): SQL => sql.raw(String(Math.trunc(value)));

/** Each role's skill ids, from the catalogue's names (`skillIds` by name). */
export function roleSkillIds(skillIds: ReadonlyMap<string, number>): number[][] {
  return SEARCH_ROLES.map((role) =>
    role.skills.map((name) => {
      const id = skillIds.get(name);
      if (id === undefined) throw new Error(`bench: skill ${name} is not in the catalogue`);
      return id;
    }),
  );
}

/**
 * The role of row `i` (1-based index into SEARCH_ROLES), skewed towards the first ones:
 * `1 + floor(30 · h²)` with `h` a hash of `i` in [0, 1), so every run draws the same roles.
 */
const roleOf = (salt: number): SQL =>
  sql.raw(
    `(1 + floor(${SEARCH_ROLES.length} * power(((hashint4(i + ${salt}) & 2147483647) % 1000003) / 1000003.0, 2))::int)`,
  );
/** A uniform draw in [0, m) from row `i` and a salt (deterministic). */
const pick = (m: number, salt: number): SQL =>
  sql.raw(`(((hashint4(i * 31 + ${salt}) & 2147483647) % ${Math.trunc(m)}))`);

/**
 * Inserts `rows` job requests by `employers` (each with its company, so the fill-company trigger
 * has nothing to look up), direct ones to `talentIds`; returns the elapsed ms.
 */
export async function insertSearchJobRequests(
  db: Db,
  options: {
    rows: number;
    /** Minutes between two requests (default 1: a million rows span 694 days). */
    minutesApart?: number;
    employers: readonly { id: number; companyId: number | null }[];
    talentIds: readonly number[];
    skillIds: ReadonlyMap<string, number>;
  },
): Promise<number> {
  const started = performance.now();
  const { rows, employers, talentIds } = options;
  const employerIds = employers.map((e) => e.id);
  const companyIds = sql.raw(
    `ARRAY[${employers.map((e) => (e.companyId === null ? 'NULL' : String(Math.trunc(e.companyId)))).join(',')}]::int[]`,
  );
  const all = [...options.skillIds.values()];
  const bundles = roleSkillIds(options.skillIds);
  const roles = SEARCH_ROLES.map((r) => r.title);
  await db.execute(sql`
    INSERT INTO job_requests (
      employer_id, company_id, title, description, type, min_rate, max_rate, rate_type, location,
      location_type, department, experience, duration, skills, status, request_target, talent_id,
      created_at, updated_at
    )
    SELECT
      (${intArray(employerIds)})[1 + ${pick(employerIds.length, 1)}],
      (${companyIds})[1 + ${pick(employerIds.length, 1)}],
      (${textArray(SENIORITIES)})[1 + ${pick(SENIORITIES.length, 2)}] || ' ' || (${textArray(roles)})[r],
      'We are a ' || (${textArray(DOMAINS)})[1 + ${pick(DOMAINS.length, 3)}] || ' company looking for a '
        || lower((${textArray(roles)})[r]) || ' to ' || (${textArray(TASKS)})[1 + ${pick(TASKS.length, 4)}]
        || '. ' || (${textArray(CLOSINGS)})[1 + ${pick(CLOSINGS.length, 5)}],
      (ARRAY['job','project','task'])[1 + ${pick(3, 6)}],
      20 + ${pick(150, 7)},
      CASE WHEN ${pick(7, 8)} = 5 THEN NULL ELSE 200 + ${pick(150, 9)} END,
      (${textArray(RATE_TYPES)})[1 + ${pick(RATE_TYPES.length, 10)}],
      (${textArray(CITIES)})[1 + ${pick(CITIES.length, 11)}],
      (ARRAY['remote','onsite','hybrid'])[1 + ${pick(3, 12)}],
      (ARRAY['Engineering','Design','Marketing','Finance','Sales','Operations'])[1 + ${pick(6, 13)}],
      (ARRAY['junior','mid','senior','expert'])[1 + ${pick(4, 14)}],
      (ARRAY['1-week','2-weeks','1-month','3-months','6-months','ongoing'])[1 + ${pick(6, 15)}],
      -- 2 to 4 of the role's skills, then one from the whole catalogue.
      ${roleSkills(bundles, pick(3, 16))}
        || (${intArray(all)})[1 + ${pick(all.length, 17)}],
      CASE WHEN ${pick(100, 18)} < 88 THEN 'active'
           ELSE (ARRAY['paused','closed','filled'])[1 + ${pick(3, 19)}] END,
      CASE WHEN ${pick(100, 20)} < 96 THEN 'public' ELSE 'direct' END,
      CASE WHEN ${pick(100, 20)} < 96 THEN NULL
           ELSE (${intArray(talentIds)})[1 + ${pick(talentIds.length, 21)}] END,
      now() - (${n(rows)} - i) * ${n(options.minutesApart ?? 1)} * interval '1 minute',
      now() - (${n(rows)} - i) * ${n(options.minutesApart ?? 1)} * interval '1 minute'
    FROM (SELECT i, ${roleOf(0)} AS r FROM generate_series(1, ${n(rows)}) AS g(i)) AS s
  `);
  return performance.now() - started;
}

/**
 * Inserts `rows` talent profiles (emails `bench-talent-<i>@example.com`, an unusable password
 * hash), skewed over the same roles; returns the elapsed ms.
 */
export async function insertSearchTalent(
  db: Db,
  options: { rows: number; skillIds: ReadonlyMap<string, number> },
): Promise<number> {
  const started = performance.now();
  const all = [...options.skillIds.values()];
  const bundles = roleSkillIds(options.skillIds);
  const roles = SEARCH_ROLES.map((r) => r.title);
  await db.execute(sql`
    INSERT INTO users (
      email, password_hash, name, role, title, bio, location, hourly_rate, skills,
      created_at, updated_at
    )
    SELECT
      'bench-talent-' || i || '@example.com',
      'bench$no-password',
      (${textArray(FIRST_NAMES)})[1 + ${pick(FIRST_NAMES.length, 31)}] || ' '
        || (${textArray(LAST_NAMES)})[1 + ${pick(LAST_NAMES.length, 32)}],
      'talent',
      (${textArray(SENIORITIES)})[1 + ${pick(SENIORITIES.length, 33)}] || ' ' || (${textArray(roles)})[r],
      CASE WHEN ${pick(10, 34)} = 0 THEN NULL ELSE
        initcap((${textArray(roles)})[r]) || ' with ' || (2 + ${pick(15, 35)}) || ' years in '
        || (${textArray(DOMAINS)})[1 + ${pick(DOMAINS.length, 36)}] || '. I like to '
        || (${textArray(TASKS)})[1 + ${pick(TASKS.length, 37)}] || '. '
        || (${textArray(CLOSINGS)})[1 + ${pick(CLOSINGS.length, 38)}] END,
      (${textArray(CITIES)})[1 + ${pick(CITIES.length, 39)}],
      CASE WHEN ${pick(5, 40)} = 0 THEN NULL ELSE 25 + ${pick(175, 41)} END,
      ${roleSkills(bundles, pick(3, 42))}
        || (${intArray(all)})[1 + ${pick(all.length, 43)}],
      now() - (${pick(730 * 24 * 60, 44)}) * interval '1 minute',
      now() - least(${pick(730 * 24 * 60, 44)}, ${pick(365 * 24 * 60, 45)}) * interval '1 minute'
    FROM (SELECT i, ${roleOf(7)} AS r FROM generate_series(1, ${n(options.rows)}) AS g(i)) AS s
  `);
  return performance.now() - started;
}

/**
 * Runs `load` with `table`'s secondary indexes dropped, then builds them again from their own
 * definitions (`pg_get_indexdef`, storage parameters included) — the way pg_restore loads data:
 * a built index is what an index maintained row by row converges to, without the hours. The
 * primary key and unique indexes stay (constraints). Then VACUUM ANALYZE, as autovacuum would
 * leave a table after a load: statistics for the planner and a visibility map for index-only scans.
 * job_requests' triggers fill `job_requests_recent` in the same load: its indexes are treated alike.
 */
export async function bulkLoad(db: Db, table: string, load: () => Promise<unknown>): Promise<void> {
  const tables = table === 'job_requests' ? [table, 'job_requests_recent'] : [table];
  const indexes: { name: string; definition: string }[] = [];
  for (const name of tables) {
    const { rows } = (await db.execute(sql`
      SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = ${name}::regclass AND NOT x.indisunique AND NOT x.indisprimary
    `)) as unknown as { rows: { name: string; definition: string }[] };
    indexes.push(...rows);
  }
  for (const { name } of indexes) {
    await db.execute(sql.raw(`DROP INDEX "${name.replaceAll('"', '""')}"`));
  }
  await load();
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '256MB'`));
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  for (const name of tables) await db.execute(sql.raw(`VACUUM ANALYZE ${name}`));
}
