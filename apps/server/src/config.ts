/**
 * Server configuration. Every setting is an environment variable with a safe default; the table
 * in README.md lists them. `buildApp(config)` takes the parsed object, so tests pass their own.
 */
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Config {
  /** TCP port to listen on (`PORT`). @default 3000 */
  port: number;
  /** Interface to bind (`HOST`). @default '127.0.0.1' — `0.0.0.0` to accept outside connections */
  host: string;
  /** PostgreSQL URL (`DATABASE_URL`); unset = embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (`DATA_DIR`); `memory://` for a throwaway database. @default './.data' */
  dataDir: string;
  /** The browser origin of the app (`APP_ORIGIN`): writes must come from it; cookies are Secure when https. */
  appOrigin: string;
  /** Session idle expiry in seconds (`SESSION_IDLE_SECONDS`). @default 7 days */
  sessionIdleSeconds: number;
  /** Session absolute expiry in seconds (`SESSION_ABSOLUTE_SECONDS`). @default 30 days */
  sessionAbsoluteSeconds: number;
  /** Session cookie name (`SESSION_COOKIE`). @default 'hireloop_session' */
  sessionCookie: string;
  /** scrypt cost parameters for new password hashes (`SCRYPT_N`, `SCRYPT_R`, `SCRYPT_P`). @default N=2^16, r=8, p=2 (OWASP/ASVS) */
  scrypt: { N: number; r: number; p: number };
  /** Stripe secret key (`STRIPE_SECRET_KEY`); set = Stripe payments, unset = the local checkout. */
  stripeSecretKey: string | undefined;
  /** Stripe webhook signing secret (`STRIPE_WEBHOOK_SECRET`). */
  stripeWebhookSecret: string | undefined;
  /** SMTP URL (`SMTP_URL`, e.g. smtp://user:pass@host:587); unset = mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail (`MAIL_FROM`). @default 'Hireloop <no-reply@hireloop.local>' */
  mailFrom: string;
  /** Airtable token and base for the external job feed (`AIRTABLE_TOKEN`, `AIRTABLE_BASE`, `AIRTABLE_TABLE`). */
  airtable: { token: string; base: string; table: string } | undefined;
  /** Requests per minute per client on the API (`RATE_LIMIT_PER_MINUTE`). @default 600 */
  rateLimitPerMinute: number;
  /**
   * Login / forgot-password attempts per window, per IP and per account (`AUTH_RATE_LIMIT`,
   * `AUTH_RATE_LIMIT_WINDOW_SECONDS`), shared by all instances through the database. @default 10 per 15 min
   */
  authRateLimit: { max: number; windowSeconds: number };
  /**
   * Registrations per window per IP (`REGISTER_RATE_LIMIT`, `REGISTER_RATE_LIMIT_WINDOW_SECONDS`),
   * shared by all instances through the database. @default 10 per hour
   */
  registerRateLimit: { max: number; windowSeconds: number };
  /**
   * The password hashing pool (`PASSWORD_HASH_CONCURRENCY`, `PASSWORD_HASH_QUEUE`): scrypt runs at
   * most `concurrency` at a time (each ≈ 64 MiB at the default cost; with 2 or more, one slot is
   * kept for sign-in checks), and at most `queue` more wait per lane (sign-in checks; new hashes).
   * @default concurrency = the CPUs, between 2 and 3; queue 16
   */
  passwordHashing: { concurrency: number; queue: number };
  /** Largest accepted request body in bytes (`BODY_LIMIT`). @default 102400 (100 KiB) */
  bodyLimit: number;
  /** Seed demo data into an empty database at start (`SEED_ON_START`). @default true */
  seedOnStart: boolean;
  /** pino log level (`LOG_LEVEL`): fatal, error, warn, info, debug, trace, silent. @default 'info' */
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy (`TRUST_PROXY`). @default false */
  trustProxy: boolean;
  /**
   * The built web app to serve on the same origin (`WEB_DIR`): its files, and index.html for every
   * other GET outside /api. `main.ts` defaults it to apps/reference/dist when that build exists.
   */
  webDir: string | undefined;
  /** Heartbeat interval of the live event stream in ms (`LIVE_HEARTBEAT_MS`). @default 25000 */
  liveHeartbeatMs: number;
  /**
   * How often the scheduler looks for due work, in ms (`SCHEDULER_INTERVAL_MS`); 0 = never by
   * itself (tests tick it). @default 30000
   */
  schedulerIntervalMs: number;
  /**
   * How long a signed-out browse listing's answer is reused by this instance, in ms
   * (`BROWSE_CACHE_MS`, issue 19); 0 = never. A new or changed request shows up to this late to
   * signed-out visitors; signed-in ones always read fresh. @default 5000
   */
  browseCacheMs: number;
  /**
   * Where the Stripe client sends its API calls (`STRIPE_API_BASE`, e.g. `http://127.0.0.1:12111`
   * for stripe-mock); unset = Stripe's own API.
   */
  stripeApiBase: string | undefined;
  /**
   * Open `GET /api/live` streams per user on one instance (`LIVE_MAX_STREAMS_PER_USER`); a new one
   * past it closes that user's oldest (issue 14). 5 leaves a browser on HTTP/1.1, which holds at
   * most 6 connections to one origin, a connection for its requests. @default 5
   */
  liveMaxStreamsPerUser: number;
  /**
   * How long an embed credential lasts, in seconds (`EMBED_TOKEN_TTL_SECONDS`; issue 15): a
   * partner widget's sign-in, never past its session's own expiry. @default 3600
   */
  embedTokenTtlSeconds: number;
  /**
   * The widgets build to serve under /embed/v1 (`EMBED_DIR`; issue 15): `loader.js` and
   * `frame/` (the iframe pages and their assets). `main.ts` defaults it to packages/widgets/dist
   * when that build exists; unset, the /embed pages answer 404.
   */
  embedDir: string | undefined;
  /**
   * The port of the partner demo page (`PARTNER_DEMO_PORT`; issue 15): a page with both widgets on
   * a second origin, http://127.0.0.1:{port} (another site than the app's localhost), and the demo
   * partner registered for it. `PARTNER_DEMO=false` turns it off; it runs with the demo data
   * (`SEED_ON_START`) and the widgets build. @default PORT + 1
   */
  partnerDemoPort: number | null;
  /**
   * Where uploaded files are kept (issue 17; README "Storage"): S3-compatible storage when
   * `S3_BUCKET` is set (`S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`,
   * `S3_FORCE_PATH_STYLE`), else a directory (`UPLOADS_DIR`). @default `<DATA_DIR>/uploads`; with
   * `DATA_DIR=memory://`, a directory under the system's temp directory
   */
  storage: StorageConfig;
}

/** The storage of uploaded files: a local directory, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      /** The service's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000` (MinIO). */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most others). */
      forcePathStyle: boolean;
    };

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};
const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : /^(1|true|yes|on)$/i.test(value);
const str = (value: string | undefined): string | undefined => (value ? value : undefined);

/** The storage `env` describes (see {@link Config.storage}); S3 without its keys is an error. */
export function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = str(env.S3_BUCKET);
  if (!bucket) {
    const dir = str(env.UPLOADS_DIR);
    if (dir) return { driver: 'local', dir };
    return {
      driver: 'local',
      dir: dataDir.startsWith('memory://')
        ? join(tmpdir(), 'hireloop-uploads')
        : join(dataDir, 'uploads'),
    };
  }
  const accessKeyId = str(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = str(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  }
  const region = env.S3_REGION ?? 'us-east-1';
  return {
    driver: 's3',
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
  };
}

/** Reads the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const airtableToken = str(env.AIRTABLE_TOKEN);
  const airtableBase = str(env.AIRTABLE_BASE);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: str(env.DATABASE_URL),
    dataDir: env.DATA_DIR ?? './.data',
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 7 * 24 * 3600),
    sessionAbsoluteSeconds: int(env.SESSION_ABSOLUTE_SECONDS, 30 * 24 * 3600),
    sessionCookie: env.SESSION_COOKIE ?? 'hireloop_session',
    scrypt: { N: int(env.SCRYPT_N, 2 ** 16), r: int(env.SCRYPT_R, 8), p: int(env.SCRYPT_P, 2) },
    stripeSecretKey: str(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: str(env.STRIPE_WEBHOOK_SECRET),
    smtpUrl: str(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Hireloop <no-reply@hireloop.local>',
    airtable:
      airtableToken && airtableBase
        ? { token: airtableToken, base: airtableBase, table: env.AIRTABLE_TABLE ?? 'Jobs' }
        : undefined,
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    authRateLimit: {
      max: int(env.AUTH_RATE_LIMIT, 10),
      windowSeconds: int(env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 900),
    },
    registerRateLimit: {
      max: int(env.REGISTER_RATE_LIMIT, 10),
      windowSeconds: int(env.REGISTER_RATE_LIMIT_WINDOW_SECONDS, 3600),
    },
    passwordHashing: {
      concurrency: Math.max(
        1,
        Math.trunc(
          int(env.PASSWORD_HASH_CONCURRENCY, Math.min(3, Math.max(2, availableParallelism()))),
        ),
      ),
      queue: Math.max(0, Math.trunc(int(env.PASSWORD_HASH_QUEUE, 16))),
    },
    bodyLimit: int(env.BODY_LIMIT, 100 * 1024),
    seedOnStart: bool(env.SEED_ON_START, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    webDir: str(env.WEB_DIR),
    liveHeartbeatMs:
      int(env.LIVE_HEARTBEAT_MS, 25_000) > 0 ? int(env.LIVE_HEARTBEAT_MS, 25_000) : 25_000,
    schedulerIntervalMs: Math.max(0, int(env.SCHEDULER_INTERVAL_MS, 30_000)),
    browseCacheMs: Math.max(0, int(env.BROWSE_CACHE_MS, 5000)),
    stripeApiBase: str(env.STRIPE_API_BASE),
    liveMaxStreamsPerUser:
      Math.trunc(int(env.LIVE_MAX_STREAMS_PER_USER, 5)) >= 1
        ? Math.trunc(int(env.LIVE_MAX_STREAMS_PER_USER, 5))
        : 5,
    embedTokenTtlSeconds:
      Math.trunc(int(env.EMBED_TOKEN_TTL_SECONDS, 3600)) >= 1
        ? Math.trunc(int(env.EMBED_TOKEN_TTL_SECONDS, 3600))
        : 3600,
    embedDir: str(env.EMBED_DIR),
    partnerDemoPort: bool(env.PARTNER_DEMO, bool(env.SEED_ON_START, true))
      ? int(env.PARTNER_DEMO_PORT, port + 1)
      : null,
    storage: storageConfig(env, env.DATA_DIR ?? './.data'),
  };
}
