/**
 * The demo collectives (issue 17), each with its group conversation holding exactly its active
 * members:
 * - Pixel Forge (`pixel-forge`, by request): the demo talent owns it, Amara is an admin, Lukas
 *   and Priya members; Mateo's request waits for approval; a first message in its group.
 * - Data Crafters (`data-crafters`, open): Priya owns it with Amara; the demo talent is invited
 *   (a notification waits) — accept or decline on /collective.
 * - Cloud Guild (`cloud-guild`, by invitation): Amara owns it, Mateo is a member.
 * No logo: the seed runs without the storage module (logos are uploaded on the collective's page).
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db';
import { conversationMembers, conversations, messages, notifications, skills } from '../db/schema';
import { collectiveMembers, collectives } from '../db/schemaCollectives';

/** The seeded collectives' slugs (the events and feed seeds may host or post as them). */
export const DEMO_COLLECTIVE_SLUGS = ['pixel-forge', 'data-crafters', 'cloud-guild'] as const;

type Role = 'owner' | 'admin' | 'member';
interface CollectiveSeed {
  slug: (typeof DEMO_COLLECTIVE_SLUGS)[number];
  name: string;
  tagline: string;
  about: string;
  skills: string[];
  rateMin: number | null;
  rateMax: number | null;
  joinPolicy: 'open' | 'request' | 'invite';
  /** Account keys (see seed/data/talent.ts) and their role; the first is the owner. */
  active: [string, Role][];
  requested?: string[];
  invited?: string[];
  welcome?: string;
}

const COLLECTIVES: CollectiveSeed[] = [
  {
    slug: 'pixel-forge',
    name: 'Pixel Forge',
    tagline: 'Product design and front-end, from research to shipped UI',
    about:
      'Four independents who have shipped design systems for fintech and health products.\nWe take projects end to end: research, UX, UI and the React code behind it.',
    skills: ['UX Design', 'UI Design', 'Figma', 'Design Systems', 'React', 'TypeScript'],
    rateMin: 60,
    rateMax: 120,
    joinPolicy: 'request',
    active: [
      ['demo-talent', 'owner'],
      ['amara', 'admin'],
      ['lukas', 'member'],
      ['priya', 'member'],
    ],
    requested: ['mateo'],
    welcome: 'Welcome to Pixel Forge! Post leads and questions here.',
  },
  {
    slug: 'data-crafters',
    name: 'Data Crafters',
    tagline: 'Pipelines, warehouses and the dashboards people actually read',
    about: 'An open collective for data engineers and analysts: anyone can join.',
    skills: ['PostgreSQL', 'Python', 'Go'],
    rateMin: 70,
    rateMax: 140,
    joinPolicy: 'open',
    active: [
      ['priya', 'owner'],
      ['amara', 'member'],
    ],
    invited: ['demo-talent'],
  },
  {
    slug: 'cloud-guild',
    name: 'Cloud Guild',
    tagline: 'Platform engineering by invitation',
    about: 'Senior platform engineers; members join by invitation only.',
    skills: ['Kubernetes', 'Go', 'Redis'],
    rateMin: 110,
    rateMax: null,
    joinPolicy: 'invite',
    active: [
      ['amara', 'owner'],
      ['mateo', 'member'],
    ],
  },
];

export async function insertDemoCollectives(
  tx: Tx,
  opts: { now: Date; userIdOfKey: (key: string) => number },
): Promise<void> {
  const { now, userIdOfKey } = opts;
  const allSkills = [...new Set(COLLECTIVES.flatMap((c) => c.skills))];
  const skillRows = await tx
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, allSkills));
  const skillId = new Map(skillRows.map((row) => [row.name, row.id]));

  for (const [index, seed] of COLLECTIVES.entries()) {
    const at = new Date(now.getTime() - (COLLECTIVES.length - index) * 24 * 3600 * 1000);
    const ownerId = userIdOfKey(seed.active[0]![0]);
    const [group] = await tx
      .insert(conversations)
      .values({ kind: 'group', name: seed.name, ownerId, createdAt: at, updatedAt: at })
      .returning({ id: conversations.id });
    const [collective] = await tx
      .insert(collectives)
      .values({
        slug: seed.slug,
        name: seed.name,
        tagline: seed.tagline,
        about: seed.about,
        skills: seed.skills.flatMap((name) => skillId.get(name) ?? []),
        rateMin: seed.rateMin,
        rateMax: seed.rateMax,
        joinPolicy: seed.joinPolicy,
        conversationId: group!.id,
        createdBy: ownerId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: collectives.id });
    const collectiveId = collective!.id;
    const rows = [
      ...seed.active.map(([key, role]) => ({ key, role, state: 'active' as const })),
      ...(seed.requested ?? []).map((key) => ({
        key,
        role: 'member' as const,
        state: 'requested' as const,
      })),
      ...(seed.invited ?? []).map((key) => ({
        key,
        role: 'member' as const,
        state: 'invited' as const,
      })),
    ];
    await tx.insert(collectiveMembers).values(
      rows.map((row) => ({
        collectiveId,
        userId: userIdOfKey(row.key),
        role: row.role,
        state: row.state,
        invitedBy: row.state === 'invited' ? ownerId : null,
        createdAt: at,
        updatedAt: at,
      })),
    );
    await tx.insert(conversationMembers).values(
      seed.active.map(([key]) => ({
        conversationId: group!.id,
        userId: userIdOfKey(key),
        joinedAt: at,
      })),
    );
    if (seed.welcome)
      await tx.insert(messages).values({
        conversationId: group!.id,
        senderId: ownerId,
        body: seed.welcome,
        createdAt: at,
      });
    for (const key of seed.invited ?? [])
      await tx.insert(notifications).values({
        userId: userIdOfKey(key),
        type: 'collective_invited',
        title: `You are invited to ${seed.name}`,
        body: 'Accept to join the collective and its group conversation, or decline.',
        link: `/collective/${seed.slug}`,
        createdAt: at,
      });
  }
}
