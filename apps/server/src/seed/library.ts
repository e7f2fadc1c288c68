/**
 * The demo library (issue 18), so /library shows every kind on `npm start`: free guides and a
 * checklist, a Lite-only proposal template, an employer-plan-only hiring scorecard, a video link,
 * a draft only admins see; two published collections (one for talent, one for employers) and the
 * demo talent's progress (one resource completed, one started). Deterministic: fixed offsets from
 * `now`, skills by name.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db';
import { skills as skillsTable } from '../db/schema';
import {
  libraryCollectionItems,
  libraryCollections,
  libraryProgress,
  libraryResources,
} from '../db/schemaLibrary';

const DAY_MS = 24 * 60 * 60 * 1000;

type Seed = Omit<
  typeof libraryResources.$inferInsert,
  'id' | 'createdBy' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'skills'
> & { key: string; skillNames?: string[]; daysAgo: number };

const RESOURCES: readonly Seed[] = [
  {
    key: 'profile',
    title: 'Write a profile that gets you hired',
    kind: 'guide',
    audience: 'talent',
    requiredPlan: 'none',
    summary: 'Title, bio, rate and skills: what employers read first, and how to write it.',
    body: [
      '# Write a profile that gets you hired',
      '',
      'Employers skim. Your **title** and the first two lines of your **bio** decide whether they read on.',
      '',
      '## The title',
      '',
      '- Say what you do and for whom: *"React developer for fintech dashboards"*.',
      '- Leave out adjectives such as *passionate* or *rockstar*.',
      '',
      '## The rate',
      '',
      '| Experience | Typical hourly rate |',
      '| --- | --- |',
      '| Entry | $25–45 |',
      '| Intermediate | $45–85 |',
      '| Expert | $85+ |',
      '',
      'Read more in the [skills database](/skills).',
    ].join('\n'),
    skillNames: ['React', 'TypeScript'],
    daysAgo: 30,
  },
  {
    key: 'first-week',
    title: 'Your first week on a new engagement',
    kind: 'checklist',
    audience: 'talent',
    requiredPlan: 'none',
    summary: 'Everything to agree on before the first line of work.',
    body: [
      '# Your first week',
      '',
      '- [x] Accept the proposal',
      '- [ ] Agree on the check-in cadence',
      '- [ ] Share your working hours and time zone',
      '- [ ] Confirm how work is delivered and reviewed',
      '- [ ] Send a short plan for the first milestone',
    ].join('\n'),
    daysAgo: 25,
  },
  {
    key: 'proposal',
    title: 'Proposal template that wins fixed-price projects',
    kind: 'template',
    audience: 'talent',
    requiredPlan: 'lite',
    summary: 'A proven structure for proposals, with the questions to ask first. Lite members.',
    body: [
      '# Proposal template',
      '',
      '> Copy this, then replace every part in brackets.',
      '',
      '1. **Their problem, in their words** — "[You need …]"',
      '2. **Your plan** in three steps, each with a deliverable',
      '3. **Proof**: one result from similar work, with a number',
      '4. **Price and timeline**, with what is not included',
      '5. **One question** that shows you read the brief',
      '',
      '## Questions to ask before quoting',
      '',
      '- Who signs off on the work?',
      '- What does "done" look like?',
    ].join('\n'),
    skillNames: ['Project Management'],
    daysAgo: 20,
  },
  {
    key: 'scorecard',
    title: 'Hiring scorecard for freelance developers',
    kind: 'template',
    audience: 'employer',
    requiredPlan: 'employer',
    summary: 'Score every candidate on the same five criteria. For employers with a plan.',
    body: [
      '# Hiring scorecard',
      '',
      '| Criterion | Weight | Score (1–5) |',
      '| --- | --- | --- |',
      '| Relevant past work | 30% | |',
      '| Communication | 25% | |',
      '| Understanding of the brief | 20% | |',
      '| Rate against budget | 15% | |',
      '| Availability | 10% | |',
      '',
      'Agree on the weights **before** the first interview.',
    ].join('\n'),
    skillNames: ['React', 'Node.js'],
    daysAgo: 18,
  },
  {
    key: 'brief',
    title: 'How to write a job request talent answers',
    kind: 'guide',
    audience: 'employer',
    requiredPlan: 'none',
    summary: 'Scope, budget and a clear first milestone: the three things proposals answer.',
    body: [
      '# Write a job request talent answers',
      '',
      '## Scope',
      '',
      'Describe the outcome, not the hours.',
      '',
      '## Budget',
      '',
      'A range beats "negotiable": it tells talent whether to apply at all.',
      '',
      '## The first milestone',
      '',
      'Small, paid and reviewable within a week.',
    ].join('\n'),
    daysAgo: 15,
  },
  {
    key: 'video',
    title: 'Running a great kickoff call (video)',
    kind: 'video',
    audience: 'all',
    requiredPlan: 'none',
    summary: 'A 12-minute walkthrough of an agenda for the first call with a new client.',
    body: 'Watch it before your next first call. The agenda is in the checklist "Your first week".',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    daysAgo: 10,
  },
  {
    key: 'draft',
    title: 'Pricing retainers (draft)',
    kind: 'guide',
    audience: 'talent',
    requiredPlan: 'lite',
    status: 'draft',
    summary: 'Work in progress: only admins see drafts.',
    body: '# Pricing retainers\n\nTo be written.',
    daysAgo: 1,
  },
];

const COLLECTIONS = [
  {
    title: 'Getting started as talent',
    description: 'From a profile employers read to your first engagement, in order.',
    items: ['profile', 'first-week', 'proposal', 'video'],
    daysAgo: 9,
  },
  {
    title: 'Hiring your first freelancer',
    description: 'Write the request, judge the proposals, start well.',
    items: ['brief', 'scorecard', 'video'],
    daysAgo: 8,
  },
] as const;

export async function insertDemoLibrary(
  tx: Tx,
  opts: { now: Date; adminId: number; demoTalentId: number },
): Promise<number> {
  const { now, adminId, demoTalentId } = opts;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const names = [...new Set(RESOURCES.flatMap((r) => r.skillNames ?? []))];
  const skillRows = names.length
    ? await tx
        .select({ id: skillsTable.id, name: skillsTable.name })
        .from(skillsTable)
        .where(inArray(skillsTable.name, names))
    : [];
  const skillId = new Map(skillRows.map((s) => [s.name, s.id]));

  const ids = new Map<string, number>();
  for (const { key, skillNames, daysAgo, ...resource } of RESOURCES) {
    const published = (resource.status ?? 'published') === 'published';
    const [row] = await tx
      .insert(libraryResources)
      .values({
        ...resource,
        status: published ? 'published' : 'draft',
        skills: (skillNames ?? []).flatMap((name) => skillId.get(name) ?? []),
        publishedAt: published ? ago(daysAgo) : null,
        createdBy: adminId,
        createdAt: ago(daysAgo),
        updatedAt: ago(daysAgo),
      })
      .returning({ id: libraryResources.id });
    ids.set(key, row!.id);
  }

  for (const collection of COLLECTIONS) {
    const [row] = await tx
      .insert(libraryCollections)
      .values({
        title: collection.title,
        description: collection.description,
        status: 'published',
        publishedAt: ago(collection.daysAgo),
        createdBy: adminId,
        createdAt: ago(collection.daysAgo),
        updatedAt: ago(collection.daysAgo),
      })
      .returning({ id: libraryCollections.id });
    await tx.insert(libraryCollectionItems).values(
      collection.items.map((key, position) => ({
        collectionId: row!.id,
        resourceId: ids.get(key)!,
        position,
      })),
    );
  }

  await tx.insert(libraryProgress).values([
    {
      userId: demoTalentId,
      resourceId: ids.get('profile')!,
      state: 'completed',
      startedAt: ago(6),
      completedAt: ago(5),
    },
    {
      userId: demoTalentId,
      resourceId: ids.get('first-week')!,
      state: 'started',
      startedAt: ago(2),
    },
  ]);
  return RESOURCES.length;
}
