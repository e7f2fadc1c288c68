import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema';
import { talentSearchQuery } from '../src/services/users/talentSearch';
const [url, q, skill, step, mode] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as any;
const steps = talentSearchQuery(db, { q, skill: skill ? Number(skill) : undefined, limit: 20 } as any)! as any;
let { sql, params } = steps[step!].toSQL();
if (mode === 'noidx') sql = sql.replace(`"users"."search_text" LIKE`, `("users"."search_text" || '') LIKE`);
const times: number[] = [];
for (let i = 0; i < 7; i++) { const t = performance.now(); await pool.query(sql, params); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
const r = await pool.query('explain (analyze, buffers) ' + sql, params);
const lines = r.rows.map((x: any) => x['QUERY PLAN']);
console.log(q, skill, mode ?? 'as is', 'median', times[3]!.toFixed(2), lines.filter((l: string) => /Bitmap|Heap Blocks|Execution|Rows Removed/.test(l)).join(' | ').replace(/\s+/g, ' ').slice(0, 400));
await pool.end();
