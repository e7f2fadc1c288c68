/**
 * Issue 16's migration keeps everything: a database migrated up to the state before companies,
 * holding employers with job requests and subscriptions (and a talent), is migrated to the end;
 * each employer owns a one-person company (named after their company name, else their name) that
 * is their active one, and their job requests and employer subscription belong to it. A talent
 * gets none. Rows written afterwards without a company get their writer's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

const COMPANIES_MIGRATION = '0011_companies';

describe('the companies migration', () => {
  const old = migrationsBefore(COMPANIES_MIGRATION);
  afterAll(() => old.remove());

  it('makes every employer the owner of a one-person company holding their work', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO plans (id, role, name, description, price_cents, interval, billing_period, stripe_price_id, job_limit, project_limit, task_limit)
        VALUES ('employer-month', 'employer', 'Employer Monthly', 'm', 9900, 'month', 'month', 'price_m', 1, 3, 5);
        INSERT INTO users (id, email, password_hash, name, role, company_name, company_logo)
        VALUES (1, 'a@example.com', 'x', 'Ada', 'employer', 'Acme Ltd', 'https://example.com/a.png'),
               (2, 'b@example.com', 'x', 'Bob', 'employer', NULL, NULL),
               (3, 't@example.com', 'x', 'Tess', 'talent', NULL, NULL);
        INSERT INTO job_requests (employer_id, title, description, type, rate_type)
        VALUES (1, 'One', 'd', 'job', 'hourly'), (1, 'Two', 'd', 'task', 'fixed'), (2, 'Three', 'd', 'job', 'hourly');
        INSERT INTO subscriptions (user_id, account_type, plan_id, status, provider, current_period_start)
        VALUES (1, 'employer', 'employer-month', 'active', 'local', now());`);

      await migrateRest();

      const companies = await client.query<{ id: number; name: string; logo_url: string | null }>(
        'SELECT id, name, logo_url FROM companies ORDER BY id',
      );
      expect(companies.rows.map((c) => [c.name, c.logo_url])).toEqual([
        ['Acme Ltd', 'https://example.com/a.png'],
        ['Bob', null],
      ]);
      const [acme, bob] = companies.rows.map((c) => c.id);
      const members = await client.query(
        'SELECT company_id, user_id, role FROM company_members ORDER BY user_id',
      );
      expect(members.rows).toEqual([
        { company_id: acme, user_id: 1, role: 'owner' },
        { company_id: bob, user_id: 2, role: 'owner' },
      ]);
      const users = await client.query('SELECT id, active_company_id FROM users ORDER BY id');
      expect(users.rows).toEqual([
        { id: 1, active_company_id: acme },
        { id: 2, active_company_id: bob },
        { id: 3, active_company_id: null },
      ]);
      const requests = await client.query(
        'SELECT title, employer_id, company_id FROM job_requests ORDER BY id',
      );
      expect(requests.rows).toEqual([
        { title: 'One', employer_id: 1, company_id: acme },
        { title: 'Two', employer_id: 1, company_id: acme },
        { title: 'Three', employer_id: 2, company_id: bob },
      ]);
      const subscriptions = await client.query('SELECT user_id, company_id FROM subscriptions');
      expect(subscriptions.rows).toEqual([{ user_id: 1, company_id: acme }]);

      // Written afterwards without a company: the writer's.
      await client.exec(`
        INSERT INTO job_requests (employer_id, title, description, type, rate_type) VALUES (2, 'Four', 'd', 'job', 'hourly');
        INSERT INTO subscriptions (user_id, account_type, plan_id, status, provider, current_period_start)
        VALUES (2, 'employer', 'employer-month', 'active', 'local', now());`);
      const later = await client.query(
        `SELECT (SELECT company_id FROM job_requests WHERE title = 'Four') AS request,
                (SELECT company_id FROM subscriptions WHERE user_id = 2) AS subscription`,
      );
      expect(later.rows).toEqual([{ request: bob, subscription: bob }]);
    } finally {
      await client.close();
    }
  });
});
