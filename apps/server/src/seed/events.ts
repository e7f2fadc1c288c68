/**
 * The demo events (issue 17), so /events shows every state on `npm start`: the demo company's
 * full webinar with a waitlist (the demo talent is first in line), its event needing approval (a
 * pending request), a past in-person event with check-ins, a draft only its hosts see; the
 * platform's office hours (the demo talent is going); and, when the collectives' demo data is
 * there, a collective's meetup. Deterministic: fixed offsets from `now`, codes from a counter.
 */
import { asc, eq } from 'drizzle-orm';
import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH } from '@hireloop/sdk/constants';
import type { RegistrationState } from '@hireloop/sdk/constants';
import type { Tx } from '../db';
import { skills as skillsTable } from '../db/schema';
import { collectives } from '../db/schemaCollectives';
import { eventRegistrations, events } from '../db/schemaEvents';
import { companyMembers } from '../db/schemaTeam';

/** The collectives' demo data's collective that hosts the demo meetup (its owner: the demo talent). */
const DEMO_COLLECTIVE_SLUG = 'pixel-forge';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The n-th check-in code: digits of n in the alphabet (unique per n, no randomness). */
function codeOf(n: number): string {
  let code = '';
  let rest = n * 7919 + 104_729;
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1) {
    code += CHECK_IN_CODE_ALPHABET[rest % CHECK_IN_CODE_ALPHABET.length];
    rest = Math.floor(rest / CHECK_IN_CODE_ALPHABET.length);
  }
  return code;
}

export async function insertDemoEvents(
  tx: Tx,
  opts: {
    now: Date;
    demoEmployerId: number;
    demoTalentId: number;
    adminId: number;
    talentIds: readonly number[];
  },
): Promise<number> {
  const { now, demoEmployerId, demoTalentId, adminId, talentIds } = opts;
  const at = (ms: number) => new Date(now.getTime() + ms);
  // Whole hours, so the times read well.
  const hour = (days: number, h: number) => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(h, 0, 0, 0);
    return d;
  };
  const [membership] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, demoEmployerId))
    .orderBy(asc(companyMembers.companyId))
    .limit(1);
  if (!membership) throw new Error('seed: the demo employer has no company for the demo events');
  const skillRows = await tx
    .select({ id: skillsTable.id, name: skillsTable.name })
    .from(skillsTable);
  const skill = (name: string) => skillRows.filter((s) => s.name === name).map((s) => s.id);
  const company = {
    hostKind: 'company' as const,
    hostCompanyId: membership.companyId,
    createdBy: demoEmployerId,
  };
  const platform = { hostKind: 'platform' as const, createdBy: adminId };
  const base = {
    timezone: 'Europe/Berlin',
    createdAt: at(-20 * DAY_MS),
    updatedAt: at(-20 * DAY_MS),
  };

  const [full, approval, past, , officeHours] = await tx
    .insert(events)
    .values([
      {
        ...base,
        ...company,
        title: 'Shipping React Server Components in production',
        description:
          'A 60-minute webinar by the Northwind engineering team: what we moved to server components, what we kept on the client, and the numbers.\n\nQuestions welcome in the chat.',
        startsAt: hour(5, 16),
        endsAt: hour(5, 17),
        onlineUrl: 'https://meet.hireloop.dev/northwind-rsc',
        skills: [...skill('React'), ...skill('TypeScript')],
        capacity: 3,
        status: 'published',
      },
      {
        ...base,
        ...company,
        title: 'Design systems roundtable (by approval)',
        description:
          'A small in-person roundtable for people who maintain a design system. Hosts approve each seat.',
        startsAt: hour(9, 17),
        endsAt: hour(9, 19),
        address: 'Northwind Labs, Torstraße 1, 10119 Berlin',
        skills: skill('Figma'),
        joinMode: 'approval',
        capacity: 12,
        status: 'published',
      },
      {
        ...base,
        ...company,
        title: 'Hiring retro: what worked in our last 10 hires',
        description: 'An evening talk with drinks after.',
        startsAt: hour(-10, 18),
        endsAt: hour(-10, 20),
        address: 'Northwind Labs, Torstraße 1, 10119 Berlin',
        status: 'published',
      },
      {
        ...base,
        ...company,
        title: 'Quarterly open house (draft)',
        description: 'Not announced yet.',
        startsAt: hour(30, 17),
        endsAt: hour(30, 19),
        address: 'Northwind Labs, Torstraße 1, 10119 Berlin',
        status: 'draft',
      },
      {
        ...base,
        ...platform,
        title: 'Hireloop office hours: getting the most from your profile',
        description: 'The Hireloop team answers questions about profiles, bids and check-ins.',
        startsAt: hour(2, 15),
        endsAt: hour(2, 16),
        onlineUrl: 'https://meet.hireloop.dev/office-hours',
        status: 'published',
      },
    ])
    .returning({ id: events.id });

  let n = 0;
  const registration = (
    eventId: number,
    userId: number,
    state: RegistrationState,
    minutesAgo: number,
    extra: Partial<typeof eventRegistrations.$inferInsert> = {},
  ) => ({
    eventId,
    userId,
    state,
    checkInCode: codeOf(++n),
    createdAt: at(-minutesAgo * 60_000),
    updatedAt: at(-minutesAgo * 60_000),
    ...extra,
  });
  const [a, b, c, d, e] = talentIds;
  const rows = [
    // Full: three confirmed, the demo talent first on the waitlist, one more behind.
    registration(full!.id, a!, 'confirmed', 5000),
    registration(full!.id, b!, 'confirmed', 4000),
    registration(full!.id, c!, 'confirmed', 3000),
    registration(full!.id, demoTalentId, 'waitlisted', 2000),
    registration(full!.id, d!, 'waitlisted', 1000),
    registration(approval!.id, e!, 'pending', 600),
    registration(approval!.id, a!, 'confirmed', 900),
    registration(past!.id, demoTalentId, 'attended', 20 * 24 * 60, { checkedInAt: hour(-10, 18) }),
    registration(past!.id, b!, 'attended', 19 * 24 * 60, { checkedInAt: hour(-10, 18) }),
    registration(past!.id, c!, 'cancelled', 18 * 24 * 60),
    registration(officeHours!.id, demoTalentId, 'confirmed', 300),
    registration(officeHours!.id, d!, 'confirmed', 200),
  ];

  // A collective's meetup, when the collectives' demo data was seeded first.
  const [collective] = await tx
    .select({ id: collectives.id, createdBy: collectives.createdBy })
    .from(collectives)
    .where(eq(collectives.slug, DEMO_COLLECTIVE_SLUG))
    .limit(1);
  if (collective) {
    const [meetup] = await tx
      .insert(events)
      .values({
        ...base,
        hostKind: 'collective',
        hostCollectiveId: collective.id,
        createdBy: collective.createdBy,
        title: 'Collective meetup: portfolio reviews',
        description: 'Bring one project; members give feedback in small groups.',
        startsAt: hour(12, 17),
        endsAt: hour(12, 19),
        onlineUrl: 'https://meet.hireloop.dev/collective-reviews',
        address: 'Betahaus, Rudi-Dutschke-Straße 23, 10969 Berlin',
        status: 'published',
      })
      .returning({ id: events.id });
    rows.push(registration(meetup!.id, b!, 'confirmed', 100));
  }
  await tx.insert(eventRegistrations).values(rows);
  return collective ? 6 : 5;
}
