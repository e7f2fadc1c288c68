/**
 * The Airtable source of the external job feed (issue 3: "an Airtable source when its token and
 * base are configured"). Reads every record of one table through the REST API
 * (`GET https://api.airtable.com/v0/{base}/{table}`, `Authorization: Bearer {token}`, pages of 100
 * joined through `offset`), maps them to the sdk's `externalJobSchema` shape, and caches the result
 * for five minutes. `fetch` and the clock are injected, so tests never touch the network.
 */
import { JOB_REQUEST_SKILLS_MAX, RATE_MAX } from '@hireloop/sdk';
import type { ExternalJob, JobRequestType, LocationType, RateType } from '@hireloop/sdk/schemas';

/** One record as the Airtable API returns it. */
export interface AirtableRecord {
  id: string;
  createdTime?: string;
  fields: Record<string, unknown>;
}

export interface AirtableSourceOptions {
  token: string;
  /** The base id (`app…`). */
  base: string;
  /** The table name or id. */
  table: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock, ms since the epoch. @default Date.now */
  now?: () => number;
  /** How long a successful read is served from memory. @default 300000 (5 minutes) */
  ttlMs?: number;
  /** How long after a failure the table is not asked again (the caller falls back meanwhile). @default 60000 */
  retryAfterMs?: number;
  /** Longest wait for one page. @default 10000 */
  timeoutMs?: number;
  /** Most pages read (100 records each), a bound on a runaway table. @default 50 */
  maxPages?: number;
  /** @default 'https://api.airtable.com/v0' */
  apiUrl?: string;
  /** Called with the error of each failed read. */
  onError?: (error: unknown) => void;
}

// The feed keeps what a job request could hold: amounts within RATE_MAX (the local table's
// `numeric(12, 2)`), at most JOB_REQUEST_SKILLS_MAX skills.

/** `"Job Type"`, `job_type`, `jobType` → `jobtype`: Airtable field names are free text. */
const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first present field among `aliases` (compared after {@link normaliseKey}). */
function pick(fields: Record<string, unknown>, aliases: readonly string[]): unknown {
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(fields)) {
    const k = normaliseKey(key);
    if (!byKey.has(k)) byKey.set(k, value);
  }
  for (const alias of aliases) {
    const value = byKey.get(alias);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** A text field: strings as given (trimmed), single-element arrays (lookups) unwrapped. */
function text(value: unknown, max = 10_000): string | null {
  if (Array.isArray(value)) return value.length === 1 ? text(value[0], max) : null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  // PostgreSQL and JSON consumers alike are better off without NUL characters.
  const trimmed = value.replaceAll('\u0000', '').trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** An amount: numbers, or text such as `"$1,200.50"`; anything else (ranges, words) is no amount. */
function amount(value: unknown): number | null {
  let n = Number.NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const cleaned = value.replace(/[$€£,\s]/g, '');
    if (/^\d+(\.\d+)?$/.test(cleaned)) n = Number(cleaned);
  }
  return Number.isFinite(n) && n >= 0 && n <= RATE_MAX ? Math.round(n * 100) / 100 : null;
}

const TYPE_WORDS: Record<string, JobRequestType> = {
  job: 'job',
  fulltime: 'job',
  parttime: 'job',
  permanent: 'job',
  employment: 'job',
  project: 'project',
  contract: 'project',
  freelance: 'project',
  task: 'task',
  gig: 'task',
};

const LOCATION_WORDS: Record<string, LocationType> = {
  remote: 'remote',
  onsite: 'onsite',
  office: 'onsite',
  inoffice: 'onsite',
  inperson: 'onsite',
  hybrid: 'hybrid',
};

const RATE_WORDS: Record<string, RateType> = {
  hour: 'hourly',
  hourly: 'hourly',
  hr: 'hourly',
  perhour: 'hourly',
  day: 'daily',
  daily: 'daily',
  perday: 'daily',
  week: 'weekly',
  weekly: 'weekly',
  month: 'monthly',
  monthly: 'monthly',
  year: 'annual',
  yearly: 'annual',
  annual: 'annual',
  annually: 'annual',
  peryear: 'annual',
  salary: 'annual',
  fixed: 'fixed',
  fixedprice: 'fixed',
  perunit: 'per_unit',
  unit: 'per_unit',
};

const word = <T>(table: Record<string, T>, value: unknown): T | null => {
  const t = text(value);
  return t === null ? null : (table[normaliseKey(t)] ?? null);
};

function skillNames(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = parts
    .map((part) => text(part, 100))
    // Linked-record fields hold record ids, not names: nothing to show.
    .filter((name): name is string => name !== null && !/^rec[A-Za-z0-9]{14}$/.test(name));
  return [...new Set(names)].slice(0, JOB_REQUEST_SKILLS_MAX);
}

function httpUrl(value: unknown): string | null {
  const t = text(value, 2000);
  if (t === null) return null;
  try {
    const url = new URL(t);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function timestamp(value: unknown): string | null {
  const t = text(value, 100);
  if (t === null) return null;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * One Airtable record as an external job, or null when it cannot be one (no "rec" id, no title).
 * Field names are matched loosely (case, spaces and punctuation ignored) against common names:
 * Title/Name/Position, Company, Description, Type (job, full-time → job; project, contract,
 * freelance → project; task, gig → task; default job), Location, Location Type/Workplace (or a
 * Remote checkbox), Min Rate/Max Rate (or Rate), Rate Type/Rate Unit, Skills/Tags, URL/Link,
 * Posted At (default: the record's creation time).
 */
export function mapAirtableRecord(record: AirtableRecord): ExternalJob | null {
  if (typeof record?.id !== 'string' || !record.id.startsWith('rec') || record.id.length > 100)
    return null;
  const fields = record.fields && typeof record.fields === 'object' ? record.fields : {};
  const title = text(pick(fields, ['title', 'name', 'jobtitle', 'position', 'role']), 500);
  if (title === null) return null;
  const remote = pick(fields, ['remote']);
  const rate = amount(pick(fields, ['rate', 'price', 'budget', 'salary']));
  return {
    id: record.id,
    title,
    company: text(
      pick(fields, ['company', 'companyname', 'employer', 'organization', 'organisation']),
      500,
    ),
    description: text(pick(fields, ['description', 'summary', 'details'])),
    type: word(TYPE_WORDS, pick(fields, ['type', 'jobtype', 'kind', 'employmenttype'])) ?? 'job',
    location: text(pick(fields, ['location', 'city']), 500),
    locationType:
      word(
        LOCATION_WORDS,
        pick(fields, ['locationtype', 'workplace', 'workplacetype', 'worktype']),
      ) ?? (remote === true ? 'remote' : word(LOCATION_WORDS, remote)),
    minRate:
      amount(pick(fields, ['minrate', 'ratemin', 'minimumrate', 'minsalary', 'salarymin'])) ?? rate,
    maxRate: amount(pick(fields, ['maxrate', 'ratemax', 'maximumrate', 'maxsalary', 'salarymax'])),
    rateType: word(RATE_WORDS, pick(fields, ['ratetype', 'rateunit', 'per', 'payperiod'])),
    skills: skillNames(pick(fields, ['skills', 'tags', 'technologies', 'stack'])),
    url: httpUrl(pick(fields, ['url', 'link', 'applyurl', 'applicationurl', 'joburl', 'apply'])),
    postedAt:
      timestamp(
        pick(fields, ['postedat', 'posted', 'dateposted', 'publishedat', 'published', 'date']),
      ) ?? timestamp(record.createdTime),
  };
}

/** Reads every page of the table (following `offset`) and maps the records; throws on any failure. */
export async function fetchAirtableJobs(options: AirtableSourceOptions): Promise<ExternalJob[]> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const apiUrl = options.apiUrl ?? 'https://api.airtable.com/v0';
  const maxPages = options.maxPages ?? 50;
  const jobs: ExternalJob[] = [];
  let offset: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const url = new URL(
      `${apiUrl}/${encodeURIComponent(options.base)}/${encodeURIComponent(options.table)}`,
    );
    url.searchParams.set('pageSize', '100');
    if (offset) url.searchParams.set('offset', offset);
    const response = await fetchFn(url.toString(), {
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok)
      throw new Error(`Airtable answered ${response.status} ${response.statusText}`);
    const body = (await response.json()) as { records?: unknown; offset?: unknown };
    if (!Array.isArray(body?.records)) throw new Error('Airtable answered without records');
    for (const record of body.records as AirtableRecord[]) {
      const job = mapAirtableRecord(record);
      if (job) jobs.push(job);
    }
    if (typeof body.offset !== 'string' || body.offset === '') return jobs;
    offset = body.offset;
  }
  return jobs;
}

/**
 * A cached Airtable table: `jobs()` answers the records read within the last five minutes, reads
 * again after that (one read at a time, however many callers wait), and answers `null` when a
 * read failed — for `retryAfterMs`, so a failing Airtable is not asked on every request.
 */
export function createAirtableSource(options: AirtableSourceOptions) {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? 5 * 60_000;
  const retryAfter = options.retryAfterMs ?? 60_000;
  let cache: { jobs: ExternalJob[]; at: number } | null = null;
  let failedAt: number | null = null;
  let inFlight: Promise<ExternalJob[] | null> | null = null;

  async function read(): Promise<ExternalJob[] | null> {
    try {
      const jobs = await fetchAirtableJobs(options);
      cache = { jobs, at: now() };
      failedAt = null;
      return jobs;
    } catch (error) {
      failedAt = now();
      options.onError?.(error);
      return null;
    } finally {
      inFlight = null;
    }
  }

  return {
    async jobs(): Promise<ExternalJob[] | null> {
      const at = now();
      if (cache && at - cache.at < ttl) return cache.jobs;
      if (failedAt !== null && at - failedAt < retryAfter) return null;
      inFlight ??= read();
      return inFlight;
    },
  };
}
export type AirtableSource = ReturnType<typeof createAirtableSource>;
