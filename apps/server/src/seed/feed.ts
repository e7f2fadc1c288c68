/**
 * The demo career feed (issue 17): the demo talent follows four talent and two skills, three of
 * them follow back, the demo employer follows two; a week of posts (updates, wins, questions, a
 * followers-only one, links) with reactions, comments and a reply; the admins' welcome post pinned
 * and one post reported, so /career-feed and /admin/career-feed show a living feed on `npm start`.
 */
import { REACTION_KINDS } from '@hireloop/sdk';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { users } from '../db/schema';
import { follows, postComments, postReactions, postReports, posts } from '../db/schemaFeed';

const HOUR_MS = 60 * 60 * 1000;

interface DemoPost {
  /** Index into the cast: 0 the demo talent, 1 the demo employer, 2 the admin, 3… the talent. */
  by: number;
  kind: 'update' | 'win' | 'question';
  body: string;
  hoursAgo: number;
  visibility?: 'public' | 'followers';
  /** Cast indexes who react (kinds cycle through REACTION_KINDS). */
  reactions?: number[];
  /** Comments: [cast index, text, reply?: [cast index, text]]. */
  comments?: [number, string, [number, string]?][];
}

const POSTS: DemoPost[] = [
  {
    by: 2,
    kind: 'update',
    body: 'Welcome to the career feed! Share updates, wins and questions with the people who follow you. Community guidelines: https://hireloop.dev/guidelines',
    hoursAgo: 200,
  },
  {
    by: 3,
    kind: 'win',
    body: 'Shipped the new checkout for a fintech client today — 40% faster page loads after moving the pricing table to the server.',
    hoursAgo: 2,
    reactions: [0, 4, 5, 1],
    comments: [
      [
        0,
        'Congratulations! What did you use for caching?',
        [3, 'Plain HTTP caching with ETags, nothing fancy.'],
      ],
    ],
  },
  {
    by: 4,
    kind: 'question',
    body: 'Anyone using PostgreSQL row-level security in a multi-tenant SaaS? Worth it, or keep the checks in the service layer?',
    hoursAgo: 5,
    reactions: [3, 0],
    comments: [[5, 'We use it for reporting only; writes go through the service layer.']],
  },
  {
    by: 0,
    kind: 'update',
    body: 'Open for a new React / TypeScript engagement from next month. My portfolio: https://hireloop.dev/talent',
    hoursAgo: 9,
    reactions: [3, 4, 6],
  },
  {
    by: 5,
    kind: 'update',
    body: 'Notes from this week’s accessibility audit, for followers: focus order first, colour second.',
    hoursAgo: 20,
    visibility: 'followers',
    reactions: [0],
  },
  {
    by: 1,
    kind: 'update',
    body: 'Northwind Labs is hiring two product designers this quarter — say hi if design systems are your thing.',
    hoursAgo: 30,
    reactions: [0, 3],
    comments: [[6, 'Sent you a message!']],
  },
  {
    by: 6,
    kind: 'win',
    body: 'Passed the AWS Solutions Architect exam on the first try.',
    hoursAgo: 48,
    reactions: [0, 3, 4, 5],
  },
  {
    by: 3,
    kind: 'question',
    body: 'What is your favourite tool for load testing an API before launch?',
    hoursAgo: 80,
    comments: [[4, 'k6 — scripts in JavaScript, runs in CI.']],
  },
];

export async function insertDemoFeed(
  tx: Tx,
  opts: {
    now: Date;
    demoTalentId: number;
    demoEmployerId: number;
    adminId: number;
    /** At least four talent besides the demo talent. */
    talentIds: number[];
  },
): Promise<void> {
  const { now, demoTalentId, demoEmployerId, adminId, talentIds } = opts;
  const cast = [demoTalentId, demoEmployerId, adminId, ...talentIds.slice(0, 4)];
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);

  const followRows: { followerId: number; userId: number }[] = [
    ...cast.slice(3).map((userId) => ({ followerId: demoTalentId, userId })),
    ...cast.slice(3, 6).map((followerId) => ({ followerId, userId: demoTalentId })),
    { followerId: demoEmployerId, userId: cast[3]! },
    { followerId: demoEmployerId, userId: cast[4]! },
    { followerId: cast[3]!, userId: cast[4]! },
  ];
  await tx.insert(follows).values(
    followRows.map((f, i) => ({
      ...f,
      target: 'person' as const,
      createdAt: at(300 - i),
    })),
  );
  // Two of the demo talent's own skills, followed (their public posts and matches join the feed).
  const [profile] = await tx
    .select({ skills: users.skills })
    .from(users)
    .where(eq(users.id, demoTalentId));
  const skills = (profile?.skills ?? []).slice(0, 2);
  if (skills.length)
    await tx.insert(follows).values(
      skills.map((skillId) => ({
        followerId: demoTalentId,
        target: 'skill' as const,
        skillId,
        createdAt: at(250),
      })),
    );

  for (const [index, demo] of POSTS.entries()) {
    const authorId = cast[demo.by]!;
    const [post] = await tx
      .insert(posts)
      .values({
        authorId,
        kind: demo.kind,
        body: demo.body,
        visibility: demo.visibility ?? 'public',
        skills: index % 2 === 0 ? skills.slice(0, 1) : [],
        createdAt: at(demo.hoursAgo),
        // The admins' welcome post leads everyone's feed.
        pinnedAt: demo.by === 2 ? at(demo.hoursAgo) : null,
        pinnedBy: demo.by === 2 ? adminId : null,
      })
      .returning({ id: posts.id });
    const postId = post!.id;
    const reactions = (demo.reactions ?? []).filter((who) => cast[who] !== authorId);
    if (reactions.length)
      await tx.insert(postReactions).values(
        reactions.map((who, i) => ({
          postId,
          userId: cast[who]!,
          kind: REACTION_KINDS[i % REACTION_KINDS.length]!,
          createdAt: at(demo.hoursAgo - 0.5),
        })),
      );
    let commentCount = 0;
    for (const [c, [who, body, reply]] of (demo.comments ?? []).entries()) {
      const [comment] = await tx
        .insert(postComments)
        .values({ postId, authorId: cast[who]!, body, createdAt: at(demo.hoursAgo - 1 - c) })
        .returning({ id: postComments.id });
      commentCount++;
      if (reply) {
        await tx.insert(postComments).values({
          postId,
          parentId: comment!.id,
          authorId: cast[reply[0]]!,
          body: reply[1],
          createdAt: at(demo.hoursAgo - 1.5 - c),
        });
        commentCount++;
      }
    }
    await tx
      .update(posts)
      .set({ reactionCount: reactions.length, commentCount })
      .where(eq(posts.id, postId));
    // One report waiting for the admins.
    if (index === POSTS.length - 1)
      await tx.insert(postReports).values({
        postId,
        reporterId: cast[6]!,
        reason: 'off_topic',
        note: 'Feels like an ad for a tool.',
        createdAt: at(demo.hoursAgo - 2),
      });
  }
}
