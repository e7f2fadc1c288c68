import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { skills } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { bulkLoad, insertSearchTalent } from '../bench/searchRows';
import { talentSearchQuery } from '../src/services/users/talentSearch';
const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', SESSION_SECRET: 'x'.repeat(40), APP_ORIGIN: 'http://localhost' } as any));
const db = app.db as any;
await seedIfEmpty(db, { log: { info: () => {} }, scrypt: { N: 2 ** 12, r: 8, p: 1 } } as any);
const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
const skillIds = new Map(skillRows.map((s) => [s.name, s.id]));
await bulkLoad(db, 'users', () => insertSearchTalent(db, { rows: 30000, skillIds }));
await db.execute(sql`analyze`);
const client = (db as any).$client;
for (const [q, skill, step] of [['Senior', undefined, 'probe'], ['Ada Lovelace', undefined, 'probe'], ['Ada Lovelace', undefined, 'fallback'], ['Mid-level', skillIds.get('TypeScript'), 'probe'], ['Mid-level', skillIds.get('TypeScript'), 'fallback']] as const) {
  const steps = talentSearchQuery(db, { q, skill, limit: 20 } as any) as any;
  const { sql: text, params } = steps[step].toSQL();
  const plan = [], total = [];
  for (let i = 0; i < 8; i++) {
    const r = await client.query('explain (analyze, summary) ' + text, params);
    const lines = r.rows.map((x: any) => x['QUERY PLAN']);
    plan.push(Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))![1]));
    const t = performance.now(); await client.query(text, params); total.push(performance.now() - t);
  }
  const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!.toFixed(2);
  console.log(q, skill ?? '', step, 'planning', med(plan), 'ms; round trip', med(total), 'ms');
}
await app.close();
