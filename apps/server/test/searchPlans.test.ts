/**
 * Issue 19, search at a million rows: the listed search queries keep using their indexes. On
 * PostgreSQL (the postgres project, required in CI), the exact SQL the services build
 * (`browseQueries`, `talentSearchQuery`: each step — browse's recent requests and every match,
 * talent's probe, window and every match — and
 * a later page of a ranked search — the first page's candidates named by the cursor — via
 * `.toSQL()`) is EXPLAINed over a few thousand realistic rows (bench/searchRows.ts: skewed roles,
 * correlated skills, time-ordered inserts) after VACUUM ANALYZE — no planner setting is touched —
 * and each plan must read the named index.
 * On both engines, the migrations leave the GIN indexes without a pending list (fastupdate off)
 * and the talent-search trigram indexes in place.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseJobRequestsQuerySchema,
  talentSearchQuerySchema,
  type BrowseJobRequestsQueryInput,
  type TalentSearchQueryInput,
} from '@hireloop/sdk/schemas';
import type { Database } from '../src/db';
import { skills, users } from '../src/db/schema';
import { SKILLS } from '../src/seed/data/skills';
import { browseQueries } from '../src/services/jobRequests/browse';
import { CURSOR_TIMESTAMP_FORMAT } from '../src/services/pageCursor';
import { encodeRankedCursor } from '../src/services/rankedCursor';
import { talentSearchQuery } from '../src/services/users/talentSearch';
import { bulkLoad, insertSearchJobRequests, insertSearchTalent } from '../bench/searchRows';
import { freshDatabase, TEST_DB } from './helpers';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop());

/** Rows of a raw query, whichever engine. */
async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> };
    }
  ).$client;
  return (await client.query(text, params)).rows;
}

describe('the search indexes', () => {
  it('take inserts directly (GIN fastupdate off), and talent search has trigram indexes', async () => {
    // Browse's q and skills share one GIN index (0023), which replaced one index each.
    const replaced = await rows<{ name: string }>(
      `SELECT relname AS name FROM pg_class
       WHERE relname IN ('job_requests_skills_idx', 'job_requests_search_idx')`,
    );
    expect(replaced).toEqual([]);
    // 0023's BRIN index served only the step the recent table replaced (0024).
    const brin = await rows<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relname = 'job_requests_created_brin_idx'`,
    );
    expect(brin).toEqual([]);
    const indexes = await rows<{ name: string; options: string[] | null; method: string }>(
      `SELECT c.relname AS name, c.reloptions AS options, am.amname AS method
       FROM pg_class c JOIN pg_am am ON am.oid = c.relam
       WHERE c.relname IN ('job_requests_search_skills_idx', 'job_requests_recent_search_skills_idx',
         'users_name_trgm_idx', 'users_title_trgm_idx', 'users_search_text_trgm_idx',
         'users_skills_idx', 'users_bio_trgm_idx')
       ORDER BY c.relname`,
    );
    expect(indexes).toEqual(
      [
        'job_requests_recent_search_skills_idx',
        'job_requests_search_skills_idx',
        'users_name_trgm_idx',
        'users_search_text_trgm_idx',
        'users_skills_idx',
        'users_title_trgm_idx',
      ].map((name) => ({ name, options: ['fastupdate=off'], method: 'gin' })),
    );
  });
});

if (TEST_DB === 'postgres') {
  describe('search query plans on PostgreSQL', () => {
    const skillId = new Map<string, number>();
    let talentId: number;

    beforeAll(async () => {
      const { db } = database;
      const inserted = await db
        .insert(skills)
        .values([...SKILLS])
        .returning({ id: skills.id, name: skills.name });
      for (const row of inserted) skillId.set(row.name, row.id);
      await db.execute(sql`
        INSERT INTO users (email, password_hash, name, role)
        SELECT 'employer-' || i || '@example.com', 'x', 'Employer ' || i, 'employer'
        FROM generate_series(1, 20) AS g(i)
      `);
      // Indexes built after the rows (as a restore does): 20,000 trigram-indexed rows one by one
      // would take most of this test's time.
      await bulkLoad(db, 'users', () =>
        insertSearchTalent(db, { rows: 20_000, skillIds: skillId }),
      );
      const employers = await db
        .select({ id: users.id, companyId: users.activeCompanyId })
        .from(users)
        .where(eq(users.role, 'employer'));
      const talent = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'talent'))
        .limit(200);
      talentId = talent[0]!.id;
      await bulkLoad(db, 'job_requests', () =>
        insertSearchJobRequests(db, {
          rows: 8000,
          // A request every 10 minutes: 56 days, all in the recent table.
          minutesApart: 10,
          employers,
          talentIds: talent.map((t) => t.id),
          skillIds: skillId,
        }),
      );
    });

    type Query = { toSQL(): { sql: string; params: unknown[] } };

    /**
     * A query's plan (EXPLAIN, JSON), from the SQL and parameters Drizzle sends. `generic`: the
     * plan PostgreSQL keeps for a named statement (the steps services/searchSteps.ts names) —
     * prepared, and EXPLAINed under `plan_cache_mode = force_generic_plan` on one connection.
     */
    async function planOf(query: Query, generic = false): Promise<unknown> {
      const { sql: text, params } = query.toSQL();
      if (!generic) {
        const [explained] = await rows<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) ${text}`,
          params,
        );
        return explained?.['QUERY PLAN'];
      }
      const pool = (
        database.db as unknown as {
          $client: {
            connect(): Promise<{
              query(text: string): Promise<{ rows: { 'QUERY PLAN': unknown }[] }>;
              escapeLiteral(text: string): string;
              release(): void;
            }>;
          };
        }
      ).$client;
      const client = await pool.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE generic_step AS ${text}`);
        const values = params.map((value) => client.escapeLiteral(String(value))).join(', ');
        const { rows: explained } = await client.query(
          `EXPLAIN (FORMAT JSON) EXECUTE generic_step(${values})`,
        );
        return explained[0]?.['QUERY PLAN'];
      } finally {
        await client.query('DEALLOCATE generic_step');
        await client.query('RESET plan_cache_mode');
        client.release();
      }
    }

    /** The indexes a query's plan reads. */
    async function indexesOf(query: Query, generic = false) {
      const names = new Set<string>();
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          for (const [key, value] of Object.entries(node)) {
            if (key === 'Index Name' && typeof value === 'string') names.add(value);
            else walk(value);
          }
        }
      };
      walk(await planOf(query, generic));
      return [...names];
    }

    /** The relations a query's plan reads whole (Seq Scan). */
    async function seqScansOf(query: Query, generic = false) {
      const scanned: string[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          const record = node as Record<string, unknown>;
          if (record['Node Type'] === 'Seq Scan') scanned.push(String(record['Relation Name']));
          Object.values(record).forEach(walk);
        }
      };
      walk(await planOf(query, generic));
      return scanned;
    }

    /** A later ranked page's cursor: rank 0.1 within the 3,000 newest rows of `table`. */
    async function laterRankedCursor(table: 'job_requests' | 'users') {
      const at = table === 'job_requests' ? 'created_at' : 'updated_at';
      const where = table === 'users' ? `WHERE role = 'talent'` : '';
      const keys = await rows<{ at: string; id: number }>(
        `SELECT to_char(${at} AT TIME ZONE 'UTC', '${CURSOR_TIMESTAMP_FORMAT}') AS at, id
         FROM ${table} ${where} ORDER BY ${at} DESC, id DESC OFFSET 0 LIMIT 3000`,
      );
      const [top, middle, bottom] = [keys[0]!, keys[20]!, keys.at(-1)!];
      return encodeRankedCursor({
        rank: 0.1,
        ...middle,
        top,
        bottoms: table === 'users' ? [bottom] : [bottom, null],
      });
    }

    const browse = (viewer: number | null, input: BrowseJobRequestsQueryInput) =>
      browseQueries(database.db, viewer, browseJobRequestsQuerySchema.parse(input));
    const talentSearch = (input: TalentSearchQueryInput) =>
      talentSearchQuery(database.db, talentSearchQuerySchema.parse(input))!;
    const ids = (...names: string[]) => names.map((name) => skillId.get(name)!);

    it('browse, first page: walks job_requests_browse_idx in order', async () => {
      const [publicPage] = browse(null, {});
      expect(publicPage!.recent).toBeUndefined();
      expect(await indexesOf(publicPage!.first)).toContain('job_requests_browse_idx');
    });

    it('browse signed in: the direct requests to the caller read job_requests_talent_idx', async () => {
      const [, direct] = browse(talentId, {});
      expect(await indexesOf(direct!.first)).toContain('job_requests_talent_idx');
    });

    /**
     * The recent step reads the recent table's GIN index, then job_requests by id only: planned
     * with its values, and as the generic plan its named statement keeps.
     */
    async function expectRecentStep(step: Query) {
      for (const generic of [false, true]) {
        const used = await indexesOf(step, generic);
        expect(used).toContain('job_requests_recent_search_skills_idx');
        expect(used).toContain('job_requests_pkey');
        expect(used).not.toContain('job_requests_browse_idx');
        expect(used).not.toContain('job_requests_search_skills_idx');
        expect(await seqScansOf(step, generic)).not.toContain('job_requests');
        expect(await seqScansOf(step, generic)).not.toContain('job_requests_recent');
      }
    }

    it('browse with q and skills: first the recent requests through their own GIN index', async () => {
      for (const input of [
        { q: 'typescript engineer', skills: ids('TypeScript', 'React', 'Node.js') },
        { q: 'fintech engineer', skills: ids('PostgreSQL') },
        { q: 'podcast localize', skills: ids('Figma', 'Audio Editing') },
      ]) {
        const [page] = browse(null, input);
        await expectRecentStep(page!.recent!);
      }
    });

    it('browse with a skill alone, or q alone: the same', async () => {
      await expectRecentStep(browse(null, { skills: ids('Solidity') })[0]!.recent!);
      await expectRecentStep(browse(null, { q: 'designer' })[0]!.recent!);
    });

    it('browse with q and skills, rare: then every match through one GIN index over both', async () => {
      const [page] = browse(null, { q: 'podcast localize', skills: ids('Figma', 'Audio Editing') });
      expect(await indexesOf(page!.first)).toContain('job_requests_search_skills_idx');
      expect(await indexesOf(page!.first)).not.toContain('job_requests_browse_idx');
      expect(await seqScansOf(page!.first)).not.toContain('job_requests');
    });

    it('browse with a rare skill alone: then every match through the same GIN index', async () => {
      const [page] = browse(null, { skills: ids('Solidity') });
      expect(await indexesOf(page!.first)).toContain('job_requests_search_skills_idx');
    });

    it('browse with q, a later ranked page: the first page’s candidates through an index', async () => {
      const cursor = await laterRankedCursor('job_requests');
      for (const input of [
        { q: 'typescript engineer', skills: ids('TypeScript', 'React'), cursor },
        { q: 'designer', cursor },
      ]) {
        const [page] = browse(null, input);
        expect(page!.recent).toBeUndefined();
        expect(await seqScansOf(page!.first)).not.toContain('job_requests');
        expect(await indexesOf(page!.first)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^job_requests_(browse|created|search_skills)_idx$/),
          ]),
        );
      }
    });

    it('talent search with q, a later ranked page: the first page’s candidates through an index', async () => {
      const queries = talentSearch({ q: 'designer', cursor: await laterRankedCursor('users') });
      expect(queries.fallback).toBeUndefined();
      expect(await seqScansOf(queries.first)).not.toContain('users');
      expect(await indexesOf(queries.first)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^users_(role_updated|\w+_trgm)_idx$/)]),
      );
    });

    it('talent search with q: first the most recent profiles through users_role_updated_idx', async () => {
      // Planned with their values, and as the generic plans their named statements keep.
      for (const input of [{ q: 'designer' }, { q: 'designer', skill: ids('Figma')[0] }]) {
        const queries = talentSearch(input);
        for (const generic of [false, true]) {
          for (const step of [queries.probe!, queries.first]) {
            expect(await indexesOf(step, generic)).toContain('users_role_updated_idx');
            expect(await seqScansOf(step, generic)).not.toContain('users');
          }
        }
      }
    });

    it('talent search with q few profiles hold: then every match through the search text’s trigram index', async () => {
      const queries = talentSearch({ q: 'Quokka' });
      expect(await indexesOf(queries.fallback!)).toContain('users_search_text_trgm_idx');
      expect(await seqScansOf(queries.fallback!)).not.toContain('users');
    });

    it('talent search with a rare word and a skill: then the same trigram index', async () => {
      const queries = talentSearch({ q: 'podcast', skill: ids('Audio Editing')[0] });
      expect(await indexesOf(queries.fallback!)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^users_(search_text_trgm|skills)_idx$/)]),
      );
      expect(await seqScansOf(queries.fallback!)).not.toContain('users');
    });

    it('talent search without q: walks users_role_updated_idx in order', async () => {
      const queries = talentSearch({});
      expect(queries.fallback).toBeUndefined();
      expect(await indexesOf(queries.first)).toContain('users_role_updated_idx');
    });
  });
}
