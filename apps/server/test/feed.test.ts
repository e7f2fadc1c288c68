/**
 * The career feed (issue 17): posts, reactions (one per person, changeable), comments with one
 * level of replies, follows, the feed (follows, own posts, matching job requests for Lite talent and
 * public events, pinned first, keyset pages in both orders), the live "new post" event, reports
 * and the admins' moderation. Authorisation everywhere: followers-only and collective-members
 * posts never leak, hidden posts reach only the author and admins, another's post cannot be
 * edited (403), an unseen one is a 404; bad input is a 400 with field errors.
 */
import { eq } from 'drizzle-orm';
import {
  FEED_MESSAGES,
  feedPageSchema,
  postSchema,
  commentListSchema,
} from '@hireloop/sdk/schemas';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { collectiveMembers, collectives } from '../src/db/schemaCollectives';
import { events } from '../src/db/schemaEvents';
import { posts } from '../src/db/schemaFeed';
import { grantAdmin } from '../src/testServer';
import { createRequest, employerWithRequest, liteTalent, notificationsOf } from './bidFixtures';
import { publishMarker, registerUser, seedSkills, startServer, type TestServer } from './helpers';
import { openStream } from './sseClient';

const postIds = (page: { items: { kind: string; post?: { id: number } }[] }) =>
  page.items.flatMap((i) => (i.kind === 'post' ? [i.post!.id] : []));

describe('the career feed', () => {
  let server: TestServer;
  let skillIds: number[];
  beforeAll(async () => {
    server = await startServer();
    skillIds = await seedSkills(server);
  });
  afterAll(() => server.close());

  it('posts, follows, reactions, comments and replies, with their notifications', async () => {
    const ada = await registerUser(server, { name: 'Ada Author' });
    const bo = await registerUser(server, { name: 'Bo Reader' });

    const created = await ada.client.post('/api/feed/posts', {
      kind: 'win',
      body: 'Shipped it! Notes at https://hireloop.example/notes',
      skills: [skillIds[0]],
    });
    expect(created.status).toBe(201);
    const post = z.parse(postSchema, created.body);
    expect(post).toMatchObject({
      kind: 'win',
      visibility: 'public',
      canEdit: true,
      commentCount: 0,
    });

    // Bo follows Ada: Ada is told; Ada's post is in Bo's feed.
    expect(
      (await bo.client.post('/api/feed/follows', { target: 'person', id: ada.user.id })).status,
    ).toBe(201);
    expect(
      (await bo.client.post('/api/feed/follows', { target: 'person', id: ada.user.id })).status,
    ).toBe(201);
    expect((await bo.client.get('/api/feed/follows')).body).toEqual([
      expect.objectContaining({ target: 'person', id: ada.user.id, name: 'Ada Author' }),
    ]);
    const feed = await bo.client.get('/api/feed');
    expect(feed.status).toBe(200);
    expect(postIds(z.parse(feedPageSchema, feed.body))).toContain(post.id);

    // One reaction per person, changeable; only the first notifies.
    let reacted = await bo.client.put(`/api/feed/posts/${post.id}/reaction`, { kind: 'celebrate' });
    expect(reacted.status).toBe(200);
    reacted = await bo.client.put(`/api/feed/posts/${post.id}/reaction`, { kind: 'insightful' });
    expect(reacted.body.reactions).toMatchObject({ celebrate: 0, insightful: 1 });
    expect(reacted.body.myReaction).toBe('insightful');

    const comment = await bo.client.post(`/api/feed/posts/${post.id}/comments`, {
      body: 'Congrats!',
    });
    expect(comment.status).toBe(201);
    const reply = await ada.client.post(`/api/feed/posts/${post.id}/comments`, {
      body: 'Thank you',
      parentId: comment.body.id,
    });
    expect(reply.status).toBe(201);
    // One level of replies only.
    const nested = await bo.client.post(`/api/feed/posts/${post.id}/comments`, {
      body: 'Deeper',
      parentId: reply.body.id,
    });
    expect(nested.status).toBe(400);
    expect(nested.body.fieldErrors.parentId).toBeDefined();

    const comments = z.parse(
      commentListSchema,
      (await ada.client.get(`/api/feed/posts/${post.id}/comments`)).body,
    );
    expect(comments).toHaveLength(1);
    expect(comments[0]!.replies.map((r) => r.body)).toEqual(['Thank you']);
    expect((await ada.client.get(`/api/feed/posts/${post.id}`)).body.commentCount).toBe(2);

    const adaNotes = (await notificationsOf(ada.client)).map((n) => n.type);
    expect(adaNotes.filter((t) => t === 'post_reaction')).toHaveLength(1);
    expect(adaNotes).toContain('post_comment');
    expect(adaNotes).toContain('new_follower');
    expect(adaNotes.filter((t) => t === 'new_follower')).toHaveLength(1);
    expect((await notificationsOf(bo.client)).map((n) => n.type)).toContain('comment_reply');
  });

  it('bad input is a 400 with field errors', async () => {
    const { client } = await registerUser(server);
    const empty = await client.post('/api/feed/posts', { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.body).toEqual([FEED_MESSAGES.bodyRequired]);
    const share = await client.post('/api/feed/posts', { kind: 'event', body: 'Come along' });
    expect(share.body.fieldErrors.eventId).toEqual([FEED_MESSAGES.eventRequired]);
    const skills = await client.post('/api/feed/posts', { body: 'Hi', skills: [999999] });
    expect(skills.status).toBe(400);
    expect(skills.body.fieldErrors.skills).toBeDefined();
    const reaction = await client.put('/api/feed/posts/1/reaction', { kind: 'love' });
    expect(reaction.status).toBe(400);
    expect((await client.get('/api/feed?cursor=nope')).status).toBe(400);
    expect((await client.get('/api/feed?order=best')).status).toBe(400);
    const follow = await client.post('/api/feed/follows', { target: 'person', id: 'x' });
    expect(follow.status).toBe(400);
  });

  it('followers-only and collective-members posts never leak; edits and deletes are the author’s', async () => {
    const ada = await registerUser(server, { name: 'Ada' });
    const fan = await registerUser(server);
    const stranger = await registerUser(server);
    await fan.client.post('/api/feed/follows', { target: 'person', id: ada.user.id });
    const followersOnly = await ada.client.post('/api/feed/posts', {
      body: 'For my followers',
      visibility: 'followers',
    });
    const id = followersOnly.body.id as number;
    expect((await fan.client.get(`/api/feed/posts/${id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/feed/posts/${id}`)).status).toBe(404);
    expect(
      (await stranger.client.put(`/api/feed/posts/${id}/reaction`, { kind: 'like' })).status,
    ).toBe(404);
    expect((await stranger.client.get(`/api/feed/posts/${id}/comments`)).status).toBe(404);
    expect(
      postIds((await stranger.client.get(`/api/feed/people/${ada.user.id}/posts`)).body),
    ).toEqual([]);

    // Another's post: 403 to a reader who sees it, 404 to one who does not.
    expect((await fan.client.patch(`/api/feed/posts/${id}`, { body: 'Hacked' })).status).toBe(403);
    expect((await fan.client.delete(`/api/feed/posts/${id}`)).status).toBe(403);
    expect((await stranger.client.patch(`/api/feed/posts/${id}`, { body: 'Hacked' })).status).toBe(
      404,
    );
    const edited = await ada.client.patch(`/api/feed/posts/${id}`, { body: 'Edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).not.toBeNull();

    // A collective's post for its members: managers post; members see it; others do not.
    const owner = await registerUser(server, { name: 'Owner' });
    const member = await registerUser(server);
    const [group] = await server.app.db
      .insert(collectives)
      .values({ slug: `c-${owner.user.id}`, name: 'Rustaceans' })
      .returning();
    await server.app.db.insert(collectiveMembers).values([
      { collectiveId: group!.id, userId: owner.user.id, role: 'owner', state: 'active' },
      { collectiveId: group!.id, userId: member.user.id, role: 'member', state: 'active' },
    ]);
    const asMember = await member.client.post('/api/feed/posts', {
      body: 'Speaking for us',
      collectiveId: group!.id,
    });
    expect(asMember.status).toBe(403);
    const internal = await owner.client.post('/api/feed/posts', {
      body: 'Members only',
      collectiveId: group!.id,
      visibility: 'collective',
    });
    expect(internal.status).toBe(201);
    expect(internal.body.author).toMatchObject({ kind: 'collective', name: 'Rustaceans' });
    expect((await member.client.get(`/api/feed/posts/${internal.body.id}`)).status).toBe(200);
    expect(postIds((await member.client.get('/api/feed')).body)).toContain(internal.body.id);
    await stranger.client.post('/api/feed/follows', { target: 'collective', id: group!.id });
    expect((await stranger.client.get(`/api/feed/posts/${internal.body.id}`)).status).toBe(404);
    expect(postIds((await stranger.client.get('/api/feed')).body)).not.toContain(internal.body.id);

    expect((await ada.client.delete(`/api/feed/posts/${id}`)).status).toBe(200);
    expect((await ada.client.get(`/api/feed/posts/${id}`)).status).toBe(404);
  });

  it('reports once per person; admins hide, restore and pin; hidden posts reach only the author and admins', async () => {
    const author = await registerUser(server);
    const reader = await registerUser(server);
    const admin = await registerUser(server);
    await grantAdmin(server.app, admin.user.id);
    await reader.client.post('/api/feed/follows', { target: 'person', id: author.user.id });
    const post = (await author.client.post('/api/feed/posts', { body: 'Buy my course' })).body;

    const report = await reader.client.post(`/api/feed/posts/${post.id}/report`, {
      reason: 'spam',
    });
    expect(report.status).toBe(201);
    expect(
      (await reader.client.post(`/api/feed/posts/${post.id}/report`, { reason: 'spam' })).status,
    ).toBe(409);
    expect(
      (await reader.client.post(`/api/feed/posts/${post.id}/report`, { reason: 'rude' })).status,
    ).toBe(400);

    expect((await reader.client.get('/api/admin/feed/reports')).status).toBe(403);
    const list = await admin.client.get('/api/admin/feed/reports');
    expect(list.status).toBe(200);
    const entry = list.body.find((i: { post: { id: number } }) => i.post.id === post.id);
    expect(entry.reports).toEqual([expect.objectContaining({ reason: 'spam' })]);

    expect(
      (await reader.client.post(`/api/admin/feed/posts/${post.id}`, { action: 'hide' })).status,
    ).toBe(403);
    const hidden = await admin.client.post(`/api/admin/feed/posts/${post.id}`, { action: 'hide' });
    expect(hidden.body.hidden).toBe(true);
    expect((await reader.client.get(`/api/feed/posts/${post.id}`)).status).toBe(404);
    expect(postIds((await reader.client.get('/api/feed')).body)).not.toContain(post.id);
    expect((await author.client.get(`/api/feed/posts/${post.id}`)).body.hidden).toBe(true);
    expect((await admin.client.get(`/api/feed/posts/${post.id}`)).status).toBe(200);
    await admin.client.post(`/api/admin/feed/posts/${post.id}`, { action: 'restore' });
    expect((await reader.client.get(`/api/feed/posts/${post.id}`)).status).toBe(200);

    // A pinned post leads everyone's first page (and is not repeated among the items).
    const pinned = await admin.client.post(`/api/admin/feed/posts/${post.id}`, { action: 'pin' });
    expect(pinned.body.pinned).toBe(true);
    const other = await registerUser(server);
    const page = (await other.client.get('/api/feed')).body;
    expect(page.pinned.map((p: { id: number }) => p.id)).toContain(post.id);
    expect(postIds(page)).not.toContain(post.id);
    await admin.client.post(`/api/admin/feed/posts/${post.id}`, { action: 'unpin' });
  });

  it('pages with an opaque cursor in both orders, never repeating an item', async () => {
    const author = await registerUser(server);
    const reader = await registerUser(server);
    await reader.client.post('/api/feed/follows', { target: 'person', id: author.user.id });
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      server.advanceClock(60_000);
      made.push((await author.client.post('/api/feed/posts', { body: `Post ${i}` })).body.id);
    }
    // Engagement lifts an older post in the relevant order.
    await reader.client.put(`/api/feed/posts/${made[0]}/reaction`, { kind: 'like' });
    for (let c = 0; c < 3; c++)
      await reader.client.post(`/api/feed/posts/${made[0]}/comments`, { body: `c${c}` });

    for (const order of ['latest', 'relevant']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `/api/feed?order=${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await reader.client.get(query);
        expect(res.status).toBe(200);
        seen.push(...postIds(res.body));
        cursor = res.body.nextCursor;
      } while (cursor);
      const mine = seen.filter((id) => made.includes(id));
      expect(new Set(mine).size).toBe(mine.length);
      expect([...mine].sort((a, b) => a - b)).toEqual(made);
      if (order === 'latest') expect(mine).toEqual([...made].reverse());
      else expect(mine[0]).toBe(made[0]);
    }
  });

  it('matching job requests reach Lite talent only; public published events reach everyone with the skill', async () => {
    const employer = await employerWithRequest(server, { skills: [skillIds[1]] });
    await createRequest(employer.client, {
      title: 'Private one',
      requestTarget: 'public',
      skills: [skillIds[2]],
    });
    const lite = await liteTalent(server);
    const waiting = await registerUser(server);
    for (const t of [lite, waiting])
      await server.app.db
        .update(users)
        .set({ skills: [skillIds[1]!] })
        .where(eq(users.id, t.user.id));
    const at = server.app.now();
    const later = new Date(at.getTime() + 86_400_000);
    const [published] = await server.app.db
      .insert(events)
      .values([
        {
          title: 'React meetup',
          startsAt: later,
          endsAt: later,
          timezone: 'UTC',
          hostKind: 'platform',
          skills: [skillIds[1]!],
          status: 'published',
        },
        {
          title: 'Secret draft',
          startsAt: later,
          endsAt: later,
          timezone: 'UTC',
          hostKind: 'platform',
          skills: [skillIds[1]!],
          status: 'draft',
        },
        {
          title: 'Unlisted',
          startsAt: later,
          endsAt: later,
          timezone: 'UTC',
          hostKind: 'platform',
          skills: [skillIds[1]!],
          status: 'published',
          visibility: 'unlisted',
        },
      ])
      .returning();

    const liteFeed = z.parse(feedPageSchema, (await lite.client.get('/api/feed')).body);
    expect(
      liteFeed.items
        .filter((i) => i.kind === 'job_request')
        .map((i) => i.kind === 'job_request' && i.jobRequest.id),
    ).toEqual([employer.requestId]);
    const waitingFeed = z.parse(feedPageSchema, (await waiting.client.get('/api/feed')).body);
    expect(waitingFeed.items.some((i) => i.kind === 'job_request')).toBe(false);
    const titles = waitingFeed.items.flatMap((i) => (i.kind === 'event' ? [i.event.title] : []));
    expect(titles).toEqual(['React meetup']);
    expect(published!.id).toBeGreaterThan(0);

    // Sharing: a draft event or another's inactive request is a field error.
    const [draft] = await server.app.db
      .select()
      .from(events)
      .where(eq(events.title, 'Secret draft'));
    const share = await waiting.client.post('/api/feed/posts', {
      kind: 'event',
      eventId: draft!.id,
      body: 'Join',
    });
    expect(share.status).toBe(400);
    expect(share.body.fieldErrors.eventId).toBeDefined();
    const ok = await waiting.client.post('/api/feed/posts', {
      kind: 'event',
      eventId: published!.id,
      body: 'Join',
    });
    expect(ok.body.share).toMatchObject({ kind: 'event', title: 'React meetup' });
  });

  it('parallel reactions and comments keep exact counts; parallel reports count once', async () => {
    const author = await registerUser(server);
    const post = (await author.client.post('/api/feed/posts', { body: 'Race me' })).body;
    const readers = await Promise.all(Array.from({ length: 8 }, () => registerUser(server)));
    await Promise.all(
      readers.flatMap((r) => [
        r.client.put(`/api/feed/posts/${post.id}/reaction`, { kind: 'like' }),
        r.client.post(`/api/feed/posts/${post.id}/comments`, { body: 'Same time' }),
      ]),
    );
    const [row] = await server.app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ reactionCount: 8, commentCount: 8 });
    const reports = await Promise.all(
      Array.from({ length: 5 }, () =>
        readers[0]!.client.post(`/api/feed/posts/${post.id}/report`, { reason: 'spam' }),
      ),
    );
    expect(reports.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('a followed person’s new post arrives live to followers who may see it', async () => {
    const author = await registerUser(server);
    const fan = await registerUser(server);
    const stranger = await registerUser(server);
    await fan.client.post('/api/feed/follows', { target: 'person', id: author.user.id });
    const stream = await openStream(fan.client);
    const other = await openStream(stranger.client);
    try {
      const post = (await author.client.post('/api/feed/posts', { body: 'Live!' })).body;
      let event = await stream.next();
      while (event.event !== 'feed-post') event = await stream.next();
      expect(event.data).toEqual({
        type: 'feed-post',
        data: { postId: post.id, authorId: author.user.id },
      });
      const before = await other.takeUntil(await publishMarker(server, stranger.user.id));
      expect(before.some((e) => e.event === 'feed-post')).toBe(false);
    } finally {
      stream.close();
      other.close();
    }
  });
});
