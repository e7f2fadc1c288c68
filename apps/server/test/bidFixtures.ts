/**
 * Bids' test fixtures: an employer with a job request, a Lite talent, and the bodies of a proposal
 * and an outreach, shared by the bid suites.
 */
import { expect } from 'vitest';
import { activateSubscription, registerUser, type TestClient, type TestServer } from './helpers';

/** An employer with an unlimited plan and one active job request. */
export async function employerWithRequest(server: TestServer, form: Record<string, unknown> = {}) {
  const employer = await registerUser(server, { role: 'employer', name: 'Acme Hiring' });
  await activateSubscription(server, employer.user.id, 'employer-lifetime');
  const request = await createRequest(employer.client, form);
  return { ...employer, requestId: request.id as number };
}

export async function createRequest(client: TestClient, form: Record<string, unknown> = {}) {
  const res = await client.post('/api/job-requests', {
    title: 'Senior TypeScript engineer',
    description: 'Remote, six months',
    type: 'job',
    ...form,
  });
  if (res.status !== 201) throw new Error(`job request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A talent with an active Lite subscription. */
export async function liteTalent(server: TestServer, name = 'Ada Talent') {
  const talent = await registerUser(server, { role: 'talent', name });
  await activateSubscription(server, talent.user.id, 'talent-month');
  return talent;
}

export const proposal = (jobRequestId: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'proposal',
  jobRequestId,
  rate: 120,
  message: 'I have built three payment products in TypeScript.',
  ...overrides,
});

export const outreach = (
  jobRequestId: number,
  talentId: number,
  overrides: Record<string, unknown> = {},
) => ({
  kind: 'outreach',
  jobRequestId,
  talentId,
  message: 'Your profile fits this role; would you bid?',
  ...overrides,
});

export async function notificationsOf(client: TestClient) {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body.items as { type: string; title: string; body: string; link: string | null }[];
}
