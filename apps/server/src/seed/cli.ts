/**
 * `npm run seed -w @hireloop/server`: opens the configured database (the same environment
 * variables as the server), applies migrations and the plan catalogue, and seeds the demo data
 * when the database has no users. It never deletes anything; on a database with users it says so
 * and leaves it as it is.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, seedIfEmpty } from './index';

const config = loadConfig();
// Quiet Fastify: this command prints its own summary.
const app = await buildApp({ ...config, logLevel: 'warn' });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

try {
  const started = performance.now();
  const seeded = await seedIfEmpty(app.db, { log: console, scrypt: config.scrypt });
  if (seeded) {
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seeded ${where} in ${total} s (the transaction ${(seeded.ms / 1000).toFixed(1)} s, the rest hashing passwords): ${seeded.users} users (${seeded.employers} employers, ${seeded.talent} talent), ` +
        `${seeded.skills} skills, ${seeded.subscriptions} employer subscriptions, ` +
        `${seeded.jobRequests} job requests, ${seeded.externalJobs} external jobs`,
    );
    console.log(`demo accounts (password "${DEMO_PASSWORD}"): ${seeded.accounts.join(', ')}`);
  } else {
    console.log(`${where}: the database already has users; nothing seeded`);
  }
} catch (error) {
  console.error('seeding failed:', error);
  process.exitCode = 1;
} finally {
  await app.close();
}
