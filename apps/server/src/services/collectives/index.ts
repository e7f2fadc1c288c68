/**
 * Collectives (issue 17): groups of talent with one brand. The list and search, a collective's
 * page, creating one, editing it, and memberships (roles owner, admin, member; states invited,
 * requested, active, removed). Every membership write locks the collective's row first, so writes
 * to one collective run one after another: the member limit, the one owner (also a unique index)
 * and "the owner cannot leave" hold under parallel requests. The group conversation follows the
 * active members in the same transaction (./group.ts). Another person sees a change through a
 * `collective` live event, and a notification where they must act or were acted upon.
 */
import { and, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  canManageCollectiveMember,
  isCollectiveManager,
  isRateRangeOrdered,
  slugFromName,
} from '@hireloop/sdk';
import {
  COLLECTIVE_ALREADY_MEMBER_MESSAGE,
  COLLECTIVE_FULL_MESSAGE,
  COLLECTIVE_INVITE_ONLY_MESSAGE,
  COLLECTIVE_MEDIUM_MAX,
  COLLECTIVE_MEMBERS_MAX,
  COLLECTIVE_OWNER_LEAVE_MESSAGE,
  COLLECTIVE_RATE_ORDER_MESSAGE,
  COLLECTIVE_SLUG_TAKEN_MESSAGE,
  COLLECTIVE_SMALL_MAX,
  COLLECTIVE_TALENT_ONLY_MESSAGE,
  type AssignableCollectiveRole,
  type CollectiveChange,
  type CollectiveContact,
  type CollectiveCreate,
  type CollectiveDetails,
  type CollectivePage,
  type CollectiveQuery,
  type CollectiveRole,
  type CollectiveUpdate,
  type MyCollective,
  type NotificationType,
} from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { conversationMembers, conversations, skills, users } from '../../db/schema';
import { collectiveContacts, collectiveMembers, collectives } from '../../db/schemaCollectives';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { decodeCursor, encodeCursor, isInt4Id } from '../pageCursor';
import { createCollectiveGroup } from './group';
import {
  activeIdsOf,
  COLLECTIVE_MANAGERS_ONLY,
  COLLECTIVE_MEMBER_NOT_FOUND,
  COLLECTIVE_NOT_FOUND,
  managerIdsOf,
  memberCountSql,
  membersOf,
  summaryColumns,
  toSummary,
  type CollectiveRow,
  type MemberRow,
  type Q,
} from './rows';

export { badgesOf, logoUrlOf, toBadge } from './rows';
export { activeCollectiveRole, managesCollective } from './access';

/** The 403 of a talent-only action taken from an employer account (designed). */
export const COLLECTIVE_TALENT_ACCOUNTS_ONLY =
  'Only talent accounts can create or join a collective';
/** The 403 of "Contact" from a talent account (designed). */
export const COLLECTIVE_EMPLOYERS_ONLY = 'Only employer accounts can contact a collective';
/** The 403 of the handover by someone other than the owner (designed). */
export const COLLECTIVE_OWNER_ONLY = 'Only the owner can hand the collective over';
/** The field error of a handover to someone who is not an active member (designed). */
export const COLLECTIVE_HANDOVER_TARGET = 'Choose another active member of the collective';
/** The 403 of changing or removing a member the caller may not manage (designed). */
export const COLLECTIVE_MEMBER_PROTECTED =
  'You cannot change or remove this member: the owner manages admins, admins manage members';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export function createCollectiveService(
  deps: ServiceDeps,
  {
    live,
    notifications,
  }: { live: LiveService; notifications: Pick<NotificationService, 'notify'> },
) {
  const { db, now } = deps;
  const group = createCollectiveGroup(deps, { live });

  /** The collective by id, or by slug (anything not all digits), or null. */
  async function find(q: Q, ref: string | number): Promise<CollectiveRow | null> {
    const text = String(ref).trim();
    if (/^\d+$/.test(text)) {
      const id = Number(text);
      if (!isInt4Id(id)) return null;
      const [row] = await q.select().from(collectives).where(eq(collectives.id, id));
      return row ?? null;
    }
    const [row] = await q
      .select()
      .from(collectives)
      .where(eq(collectives.slug, text.toLowerCase()));
    return row ?? null;
  }

  /** The collective's row locked for the rest of `tx` (every membership write starts here). */
  async function lock(tx: Tx, id: number): Promise<CollectiveRow> {
    if (!isInt4Id(id)) throw problem(404, COLLECTIVE_NOT_FOUND);
    const [row] = await tx.select().from(collectives).where(eq(collectives.id, id)).for('update');
    if (!row) throw problem(404, COLLECTIVE_NOT_FOUND);
    return row;
  }

  async function membershipOf(q: Q, collectiveId: number, userId: number) {
    if (!isInt4Id(userId)) return undefined;
    const [row] = await q
      .select()
      .from(collectiveMembers)
      .where(
        and(eq(collectiveMembers.collectiveId, collectiveId), eq(collectiveMembers.userId, userId)),
      );
    return row;
  }

  /** The caller's active role, required to be owner or admin (else 403). */
  async function requireManager(tx: Tx, c: CollectiveRow, userId: number): Promise<MemberRow> {
    const m = await membershipOf(tx, c.id, userId);
    if (!m || m.state !== 'active' || !isCollectiveManager(m.role))
      throw problem(403, COLLECTIVE_MANAGERS_ONLY);
    return m;
  }

  async function setMembership(
    tx: Tx,
    collectiveId: number,
    userId: number,
    values: { role?: CollectiveRole; state: MemberRow['state']; invitedBy?: number | null },
  ) {
    const at = now();
    await tx
      .insert(collectiveMembers)
      .values({
        collectiveId,
        userId,
        role: values.role ?? 'member',
        state: values.state,
        invitedBy: values.invitedBy ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [collectiveMembers.collectiveId, collectiveMembers.userId],
        set: {
          role: values.role ?? 'member',
          state: values.state,
          ...(values.invitedBy === undefined ? {} : { invitedBy: values.invitedBy }),
          updatedAt: at,
        },
      });
  }

  async function ensureRoom(tx: Tx, c: CollectiveRow) {
    if ((await activeIdsOf(tx, c.id)).length >= COLLECTIVE_MEMBERS_MAX)
      throw problem(409, COLLECTIVE_FULL_MESSAGE);
  }

  const tell = (tx: Tx, userIds: number[], c: CollectiveRow, change: CollectiveChange) =>
    live.publish(tx, userIds, { type: 'collective', data: { collectiveId: c.id, change } });

  const notice = (
    tx: Tx,
    userId: number,
    c: CollectiveRow,
    type: NotificationType,
    title: string,
    body: string,
  ) => notifications.notify(tx, userId, { type, title, body, link: `/collective/${c.slug}` });

  async function nameOf(q: Q, userId: number): Promise<string> {
    const [row] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? 'Someone';
  }

  async function unknownSkills(q: Q, ids: readonly number[]): Promise<number[]> {
    const candidates = ids.filter(isInt4Id);
    const found = candidates.length
      ? await q.select({ id: skills.id }).from(skills).where(inArray(skills.id, candidates))
      : [];
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  async function checkSkills(q: Q, list: readonly number[] | undefined, input: unknown) {
    if (!list?.length) return;
    const unknown = await unknownSkills(q, list);
    if (unknown.length) throw fieldError('skills', `Unknown skill: ${unknown.join(', ')}`, input);
  }

  /** The page as `viewerId` (null: signed out) sees it. */
  async function details(
    q: Q,
    c: CollectiveRow,
    viewerId: number | null,
  ): Promise<CollectiveDetails> {
    const mine = viewerId === null ? undefined : await membershipOf(q, c.id, viewerId);
    const membership =
      mine && mine.state !== 'removed' ? { role: mine.role, state: mine.state } : null;
    const manages = mine?.state === 'active' && isCollectiveManager(mine.role);
    const [summary] = await q
      .select(summaryColumns)
      .from(collectives)
      .where(eq(collectives.id, c.id));
    if (!summary) throw problem(404, COLLECTIVE_NOT_FOUND);
    return {
      ...toSummary(summary),
      about: c.about,
      createdAt: c.createdAt.toISOString(),
      members: await membersOf(q, c.id, manages),
      membership,
      conversationId: mine?.state === 'active' ? c.conversationId : null,
    };
  }

  /** Every person with a membership row (any state): the people a write may tell. */
  const everyoneOf = async (tx: Tx, collectiveId: number) =>
    (
      await tx
        .select({ userId: collectiveMembers.userId })
        .from(collectiveMembers)
        .where(eq(collectiveMembers.collectiveId, collectiveId))
    ).map((r) => r.userId);

  /** Runs a membership write under the collective's lock and answers the page as `userId` sees it. */
  async function write(
    userId: number,
    id: number,
    body: (tx: Tx, c: CollectiveRow) => Promise<void>,
    others: readonly number[] = [],
  ): Promise<CollectiveDetails> {
    return db.transaction(async (tx) => {
      const c = await lock(tx, id);
      // Everyone this write may tell, locked for live events in one ordered call right after the
      // collective's lock: two writes never wait on recipients in opposite orders.
      const storable = others.filter(isInt4Id);
      // An unknown person (a 400 below) has no row to lock.
      const known = storable.length
        ? (await tx.select({ id: users.id }).from(users).where(inArray(users.id, storable))).map(
            (r) => r.id,
          )
        : [];
      await live.lockRecipients(tx, [userId, ...known, ...(await everyoneOf(tx, c.id))]);
      await body(tx, c);
      const [fresh] = await tx.select().from(collectives).where(eq(collectives.id, id));
      return details(tx, fresh ?? c, userId);
    });
  }

  async function requireTalent(q: Q, userId: number) {
    const [row] = await q.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (row?.role !== 'talent') throw problem(403, COLLECTIVE_TALENT_ACCOUNTS_ONLY);
  }

  /** Adds an active member: room checked, the group joined, everyone told. */
  async function activate(
    tx: Tx,
    c: CollectiveRow,
    userId: number,
    role: CollectiveRole = 'member',
  ) {
    await ensureRoom(tx, c);
    await setMembership(tx, c.id, userId, { role, state: 'active' });
    await group.add(tx, c, userId);
    await tell(tx, await activeIdsOf(tx, c.id), c, 'joined');
  }

  return {
    find,
    details,

    /** GET /api/collectives: newest first, filtered; keyset-paged on the id. */
    async list(query: CollectiveQuery): Promise<CollectivePage> {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        const text = or(
          ilike(collectives.name, pattern),
          ilike(collectives.tagline, pattern),
          ilike(collectives.about, pattern),
        );
        if (text) conditions.push(text);
      }
      if (query.skill !== undefined) {
        if (!isInt4Id(query.skill)) return { items: [], nextCursor: null };
        conditions.push(sql`${collectives.skills} @> ARRAY[${query.skill}]::integer[]`);
      }
      if (query.size === 'small')
        conditions.push(sql`${memberCountSql} <= ${COLLECTIVE_SMALL_MAX}`);
      if (query.size === 'medium')
        conditions.push(
          sql`${memberCountSql} > ${COLLECTIVE_SMALL_MAX} and ${memberCountSql} <= ${COLLECTIVE_MEDIUM_MAX}`,
        );
      if (query.size === 'large')
        conditions.push(sql`${memberCountSql} > ${COLLECTIVE_MEDIUM_MAX}`);
      if (query.maxRate !== undefined) {
        const rate = or(
          isNull(collectives.rateMin),
          sql`${collectives.rateMin} <= ${query.maxRate}`,
        );
        if (rate) conditions.push(rate);
      }
      if (query.cursor !== undefined)
        conditions.push(lt(collectives.id, decodeCursor(query.cursor, 'int').id));
      const rows = await db
        .select(summaryColumns)
        .from(collectives)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(collectives.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toSummary),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
      };
    },

    /** GET /api/collectives/mine: active, invited and requested memberships, by name. */
    async mine(userId: number): Promise<MyCollective[]> {
      const rows = await db
        .select({ ...summaryColumns, role: collectiveMembers.role, state: collectiveMembers.state })
        .from(collectiveMembers)
        .innerJoin(collectives, eq(collectives.id, collectiveMembers.collectiveId))
        .where(and(eq(collectiveMembers.userId, userId), ne(collectiveMembers.state, 'removed')))
        .orderBy(collectives.name, collectives.id);
      return rows.map(({ role, state, ...summary }) => ({
        collective: toSummary(summary),
        role,
        state,
      }));
    },

    /** GET /api/collectives/{id or slug}: public; the caller's membership when signed in. */
    async get(ref: string, viewerId: number | null): Promise<CollectiveDetails> {
      const c = await find(db, ref);
      if (!c) throw problem(404, COLLECTIVE_NOT_FOUND);
      return details(db, c, viewerId);
    },

    /**
     * POST /api/collectives (talent): the caller becomes the owner, with the group conversation.
     * A slug given and taken is a 400 on it; one made from the name gets `-2`, `-3`, … when taken.
     */
    async create(userId: number, input: CollectiveCreate): Promise<CollectiveDetails> {
      await requireTalent(db, userId);
      await checkSkills(db, input.skills, input);
      const base = input.slug ?? slugFromName(input.name);
      const candidates = input.slug
        ? [base]
        : [base, ...Array.from({ length: 8 }, (_, i) => `${base.slice(0, 55)}-${i + 2}`)];
      return db.transaction(async (tx) => {
        const at = now();
        const conversationId = await group.create(tx, input.name, userId);
        for (const slug of candidates) {
          const [row] = await tx
            .insert(collectives)
            .values({
              slug,
              name: input.name,
              tagline: input.tagline,
              about: input.about,
              skills: [...new Set(input.skills)],
              rateMin: input.rateMin ?? null,
              rateMax: input.rateMax ?? null,
              joinPolicy: input.joinPolicy,
              conversationId,
              createdBy: userId,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoNothing({ target: collectives.slug })
            .returning();
          if (!row) continue;
          await setMembership(tx, row.id, userId, { role: 'owner', state: 'active' });
          return details(tx, row, userId);
        }
        throw fieldError('slug', COLLECTIVE_SLUG_TAKEN_MESSAGE, input);
      });
    },

    /** PATCH /api/collectives/{id} (owner, admins); members are told. */
    async update(userId: number, id: number, input: CollectiveUpdate): Promise<CollectiveDetails> {
      await checkSkills(db, input.skills, input);
      try {
        return await write(userId, id, async (tx, c) => {
          await requireManager(tx, c, userId);
          const rateMin = input.rateMin === undefined ? c.rateMin : input.rateMin;
          const rateMax = input.rateMax === undefined ? c.rateMax : input.rateMax;
          if (!isRateRangeOrdered(rateMin, rateMax))
            throw fieldError(
              input.rateMax === undefined ? 'rateMin' : 'rateMax',
              COLLECTIVE_RATE_ORDER_MESSAGE,
              input,
            );
          const set: Partial<typeof collectives.$inferInsert> = { updatedAt: now() };
          for (const key of [
            'name',
            'slug',
            'tagline',
            'about',
            'rateMin',
            'rateMax',
            'joinPolicy',
          ] as const)
            if (input[key] !== undefined) Object.assign(set, { [key]: input[key] });
          if (input.skills !== undefined) set.skills = [...new Set(input.skills)];
          await tx.update(collectives).set(set).where(eq(collectives.id, c.id));
          if (input.name !== undefined && input.name !== c.name)
            await group.update(tx, c, { name: input.name });
          await tell(tx, await activeIdsOf(tx, c.id), c, 'updated');
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldError('slug', COLLECTIVE_SLUG_TAKEN_MESSAGE, input);
        throw error;
      }
    },

    /** Stores a new logo key (or none) and answers the old one, for the caller to delete. */
    async setLogo(userId: number, id: number, logoKey: string | null) {
      let previous: string | null = null;
      const page = await write(userId, id, async (tx, c) => {
        await requireManager(tx, c, userId);
        previous = c.logoKey;
        await tx
          .update(collectives)
          .set({ logoKey, updatedAt: now() })
          .where(eq(collectives.id, c.id));
        await tell(tx, await activeIdsOf(tx, c.id), c, 'updated');
      });
      return { page, previous: previous as string | null };
    },

    /**
     * 404 without such a collective, 403 unless the person manages it: the logo upload asks first,
     * so a refused person's file is never read or stored ({@link setLogo} checks again, locked).
     */
    async assertManages(userId: number, id: number): Promise<void> {
      if (!isInt4Id(id)) throw problem(404, COLLECTIVE_NOT_FOUND);
      const [row] = await db.select().from(collectives).where(eq(collectives.id, id));
      if (!row) throw problem(404, COLLECTIVE_NOT_FOUND);
      const m = await membershipOf(db, id, userId);
      if (!m || m.state !== 'active' || !isCollectiveManager(m.role))
        throw problem(403, COLLECTIVE_MANAGERS_ONLY);
    },

    /** The stored logo's key, for GET /api/collectives/{id}/logo (null: none or no such). */
    async logoKey(id: number): Promise<string | null> {
      if (!isInt4Id(id)) return null;
      const [row] = await db
        .select({ logoKey: collectives.logoKey })
        .from(collectives)
        .where(eq(collectives.id, id));
      return row?.logoKey ?? null;
    },

    /**
     * POST /api/collectives/{id}/join (talent): an open collective takes them at once; one by
     * request records the request (its managers are notified); invite-only is a 403. An invited
     * person joining accepts; asking or being in already changes nothing.
     */
    async join(userId: number, id: number): Promise<CollectiveDetails> {
      await requireTalent(db, userId);
      return write(userId, id, async (tx, c) => {
        const m = await membershipOf(tx, c.id, userId);
        if (m?.state === 'active' || m?.state === 'requested') return;
        if (m?.state === 'invited' || c.joinPolicy === 'open') return activate(tx, c, userId);
        if (c.joinPolicy === 'invite') throw problem(403, COLLECTIVE_INVITE_ONLY_MESSAGE);
        await setMembership(tx, c.id, userId, { state: 'requested', invitedBy: null });
        const managers = await managerIdsOf(tx, c.id);
        const name = await nameOf(tx, userId);
        for (const managerId of managers)
          await notice(
            tx,
            managerId,
            c,
            'collective_requested',
            `${name} asks to join ${c.name}`,
            'Approve or deny the request on the collective’s page.',
          );
        await tell(tx, [...managers, userId], c, 'requested');
      });
    },

    /**
     * POST /api/collectives/{id}/leave: an active member leaves (the group too), a request is
     * withdrawn, an invitation declined. The owner cannot leave (409): they hand over first.
     */
    async leave(userId: number, id: number): Promise<CollectiveDetails> {
      return write(userId, id, async (tx, c) => {
        const m = await membershipOf(tx, c.id, userId);
        if (!m || m.state === 'removed') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        if (m.state === 'active' && m.role === 'owner')
          throw problem(409, COLLECTIVE_OWNER_LEAVE_MESSAGE);
        await setMembership(tx, c.id, userId, { state: 'removed' });
        if (m.state === 'active') await group.remove(tx, c, userId, 'left');
        const change: CollectiveChange = m.state === 'invited' ? 'declined' : 'left';
        await tell(
          tx,
          [
            ...(await (m.state === 'active' ? activeIdsOf(tx, c.id) : managerIdsOf(tx, c.id))),
            userId,
          ],
          c,
          change,
        );
      });
    },

    /** POST /api/collectives/{id}/invites (owner, admins): invites a talent; they are notified. */
    async invite(userId: number, id: number, targetId: number): Promise<CollectiveDetails> {
      return write(
        userId,
        id,
        async (tx, c) => {
          await requireManager(tx, c, userId);
          const input = { userId: targetId };
          const [target] = isInt4Id(targetId)
            ? await tx
                .select({ role: users.role })
                .from(users)
                .where(and(eq(users.id, targetId), isNull(users.deletedAt)))
                .for('share')
            : [];
          if (!target) throw fieldError('userId', `Unknown user: ${targetId}`, input);
          if (target.role !== 'talent')
            throw fieldError('userId', COLLECTIVE_TALENT_ONLY_MESSAGE, input);
          const m = await membershipOf(tx, c.id, targetId);
          if (m && m.state !== 'removed')
            throw fieldError('userId', COLLECTIVE_ALREADY_MEMBER_MESSAGE, input);
          await setMembership(tx, c.id, targetId, { state: 'invited', invitedBy: userId });
          await notice(
            tx,
            targetId,
            c,
            'collective_invited',
            `${await nameOf(tx, userId)} invited you to ${c.name}`,
            'Accept to join the collective and its group conversation, or decline.',
          );
          await tell(tx, [...(await managerIdsOf(tx, c.id)), targetId], c, 'invited');
        },
        [targetId],
      );
    },

    /** POST /api/collectives/{id}/accept: the invited person joins (and the group). */
    async accept(userId: number, id: number): Promise<CollectiveDetails> {
      return write(userId, id, async (tx, c) => {
        const m = await membershipOf(tx, c.id, userId);
        if (m?.state !== 'invited') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        await activate(tx, c, userId);
      });
    },

    /** POST /api/collectives/{id}/decline: the invited person declines; managers are told. */
    async decline(userId: number, id: number): Promise<CollectiveDetails> {
      return write(userId, id, async (tx, c) => {
        const m = await membershipOf(tx, c.id, userId);
        if (m?.state !== 'invited') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        await setMembership(tx, c.id, userId, { state: 'removed' });
        await tell(tx, [...(await managerIdsOf(tx, c.id)), userId], c, 'declined');
      });
    },

    /** POST /api/collectives/{id}/requests/{userId}/approve|deny (owner, admins). */
    async answerRequest(userId: number, id: number, targetId: number, approve: boolean) {
      return write(userId, id, async (tx, c) => {
        await requireManager(tx, c, userId);
        const m = await membershipOf(tx, c.id, targetId);
        if (m?.state !== 'requested') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        if (approve) {
          await activate(tx, c, targetId);
          await notice(
            tx,
            targetId,
            c,
            'collective_approved',
            `You joined ${c.name}`,
            'Your request was approved: say hello in the group conversation.',
          );
        } else {
          await setMembership(tx, c.id, targetId, { state: 'removed' });
          await tell(tx, [...(await managerIdsOf(tx, c.id)), targetId], c, 'denied');
        }
      });
    },

    /** PATCH /api/collectives/{id}/members/{userId}: the owner changes anyone's, admins members'. */
    async changeRole(userId: number, id: number, targetId: number, role: AssignableCollectiveRole) {
      return write(userId, id, async (tx, c) => {
        const me = await requireManager(tx, c, userId);
        const m = await membershipOf(tx, c.id, targetId);
        if (m?.state !== 'active') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        if (!canManageCollectiveMember(me.role, m.role, targetId === userId))
          throw problem(403, COLLECTIVE_MEMBER_PROTECTED);
        if (m.role === role) return;
        await setMembership(tx, c.id, targetId, { role, state: 'active' });
        await notice(
          tx,
          targetId,
          c,
          'collective_role_changed',
          `You are now ${role === 'admin' ? 'an admin' : 'a member'} of ${c.name}`,
          role === 'admin'
            ? 'You can now edit the collective and manage its members.'
            : 'You no longer manage the collective.',
        );
        await tell(tx, [...(await managerIdsOf(tx, c.id)), targetId], c, 'role-changed');
      });
    },

    /**
     * DELETE /api/collectives/{id}/members/{userId} (owner, admins): removes an active member (as
     * `changeRole` allows; the group too), revokes an invitation or denies a request.
     */
    async removeMember(userId: number, id: number, targetId: number) {
      return write(userId, id, async (tx, c) => {
        const me = await requireManager(tx, c, userId);
        const m = await membershipOf(tx, c.id, targetId);
        if (!m || m.state === 'removed') throw problem(404, COLLECTIVE_MEMBER_NOT_FOUND);
        if (
          m.state === 'active' &&
          !canManageCollectiveMember(me.role, m.role, targetId === userId)
        )
          throw problem(403, COLLECTIVE_MEMBER_PROTECTED);
        await setMembership(tx, c.id, targetId, { state: 'removed' });
        if (m.state === 'active') {
          await group.remove(tx, c, targetId, 'removed');
          await notice(
            tx,
            targetId,
            c,
            'collective_removed',
            `You were removed from ${c.name}`,
            'You are no longer a member of the collective nor of its group conversation.',
          );
        }
        const others =
          m.state === 'active' ? await activeIdsOf(tx, c.id) : await managerIdsOf(tx, c.id);
        await tell(tx, [...others, targetId], c, m.state === 'requested' ? 'denied' : 'removed');
      });
    },

    /** POST /api/collectives/{id}/owner (the owner): an active member takes over; the owner is an admin. */
    async transferOwnership(userId: number, id: number, targetId: number) {
      return write(userId, id, async (tx, c) => {
        const me = await membershipOf(tx, c.id, userId);
        if (me?.state !== 'active' || me.role !== 'owner')
          throw problem(403, COLLECTIVE_OWNER_ONLY);
        const m = await membershipOf(tx, c.id, targetId);
        if (targetId === userId || m?.state !== 'active')
          throw fieldError('userId', COLLECTIVE_HANDOVER_TARGET, { userId: targetId });
        // Demote first: the unique index allows one active owner at a time.
        await setMembership(tx, c.id, userId, { role: 'admin', state: 'active' });
        await setMembership(tx, c.id, targetId, { role: 'owner', state: 'active' });
        await group.update(tx, c, { ownerId: targetId });
        await notice(
          tx,
          targetId,
          c,
          'collective_role_changed',
          `You are now the owner of ${c.name}`,
          `${await nameOf(tx, userId)} handed the collective over to you.`,
        );
        await tell(tx, await activeIdsOf(tx, c.id), c, 'role-changed');
      });
    },

    /**
     * POST /api/collectives/{id}/contact (employers): a group conversation of the caller with the
     * collective's owner and admins; the same one on every later contact while the caller is in it.
     */
    async contact(userId: number, id: number): Promise<CollectiveContact> {
      const [me] = await db
        .select({ role: users.role, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      if (me?.role !== 'employer') throw problem(403, COLLECTIVE_EMPLOYERS_ONLY);
      return db.transaction(async (tx) => {
        const c = await lock(tx, id);
        await live.lockRecipients(tx, [userId, ...(await managerIdsOf(tx, c.id))]);
        const [existing] = await tx
          .select({ conversationId: collectiveContacts.conversationId })
          .from(collectiveContacts)
          .innerJoin(
            conversationMembers,
            and(
              eq(conversationMembers.conversationId, collectiveContacts.conversationId),
              eq(conversationMembers.userId, userId),
            ),
          )
          .where(
            and(eq(collectiveContacts.collectiveId, c.id), eq(collectiveContacts.userId, userId)),
          );
        if (existing) return existing;
        const at = now();
        const [created] = await tx
          .insert(conversations)
          .values({
            kind: 'group',
            name: `${c.name} · ${me.name}`.slice(0, 100),
            ownerId: userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: conversations.id });
        if (!created) throw new Error('conversation insert returned nothing');
        const people = [...new Set([userId, ...(await managerIdsOf(tx, c.id))])];
        await tx
          .insert(conversationMembers)
          .values(
            people.map((person) => ({ conversationId: created.id, userId: person, joinedAt: at })),
          );
        await tx
          .insert(collectiveContacts)
          .values({ collectiveId: c.id, userId, conversationId: created.id, createdAt: at })
          .onConflictDoUpdate({
            target: [collectiveContacts.collectiveId, collectiveContacts.userId],
            set: { conversationId: created.id, createdAt: at },
          });
        await live.publish(tx, people, {
          type: 'group',
          data: { groupId: created.id, change: 'joined' },
        });
        return { conversationId: created.id };
      });
    },
  };
}
export type CollectiveService = ReturnType<typeof createCollectiveService>;
