import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema';
import { talentSearchQuery, TALENT_PROBE_DENSE } from '../src/services/users/talentSearch';
import { SEARCH_ROLES, SENIORITIES } from '../bench/searchRows';

const url = process.argv[2]!;
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as any;
const skillRows = (await pool.query('select id, name from skills')).rows;
const byName = new Map(skillRows.map((r: any) => [r.name, r.id]));
const queries: { q: string; skill: number }[] = [];
const lastWord = (t: string) => t.split(' ').at(-1)!;
for (const role of SEARCH_ROLES)
  for (const word of [role.title, lastWord(role.title), ...SENIORITIES])
    for (const s of role.skills) queries.push({ q: word, skill: byName.get(s) });
const seen = new Set<string>();
const uniq = queries.filter((x) => { const k = x.q + '|' + x.skill; if (seen.has(k)) return false; seen.add(k); return true; });
const totals: Record<string, { n: number; ms: number }> = {};
const ends: Record<string, { n: number; ms: number }> = {};
const add = (m: any, k: string, ms: number) => { (m[k] ??= { n: 0, ms: 0 }); m[k].n++; m[k].ms += ms; };
const worst: [number, string, string][] = [];
for (let pass = 0; pass < 2; pass++) {
  for (const k of Object.keys(totals)) delete totals[k];
  for (const k of Object.keys(ends)) delete ends[k];
  worst.length = 0;
  for (const x of uniq) {
    const steps = talentSearchQuery(db, { q: x.q, skill: x.skill, limit: 20 } as any)!;
    const t0 = performance.now();
    let t = performance.now();
    let rows = await steps.probe!; add(totals, 'probe', performance.now() - t);
    let end = 'probe';
    if (rows.length <= 20 && rows.length >= TALENT_PROBE_DENSE) { t = performance.now(); rows = await steps.first; add(totals, 'window', performance.now() - t); end = 'window'; }
    if (rows.length <= 20) { t = performance.now(); rows = await steps.fallback!; add(totals, 'fallback', performance.now() - t); end = end + '+fallback'; }
    const ms = performance.now() - t0;
    add(ends, end, ms);
    worst.push([ms, `${x.q}|${x.skill}`, end]);
  }
}
console.log('steps', totals);
console.log('ends', ends);
worst.sort((a, b) => b[0] - a[0]);
console.log(worst.slice(0, 15).map((w) => `${w[0].toFixed(1)} ${w[1]} ${w[2]}`).join('\n'));
const all = worst.map((w) => w[0]).sort((a, b) => a - b);
console.log('n', all.length, 'mean', (all.reduce((a, b) => a + b, 0) / all.length).toFixed(2), 'p50', all[Math.floor(all.length / 2)]!.toFixed(1), 'p90', all[Math.floor(all.length * 0.9)]!.toFixed(1), 'p99', all[Math.floor(all.length * 0.99)]!.toFixed(1));
await pool.end();
