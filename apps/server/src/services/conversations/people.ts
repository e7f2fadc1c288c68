/**
 * GET /api/messages/people (issue 20, "New message"): the people the caller may look for, each
 * with the pair's direct conversation and why the caller cannot write to them yet (`block`).
 *
 * - With `q`: people (not the caller, not deleted accounts) whose name, title or company name
 *   contains the words, talent and employers alike — an employer the caller cannot reach yet is
 *   listed with the reason rather than hidden, so the page can say why.
 * - Without `q`: the caller's contacts — the people of their direct conversations, their
 *   colleagues, and the people their bids, requests and engagements tie them to.
 * - Ordered: people the caller can write to first, then those with a conversation, then by name.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MessagePeople, MessagePeopleQuery } from '@hireloop/sdk/schemas';
import { companies, conversations, users } from '../../db/schema';
import { blocksFrom } from './reach';
import { directKey } from './rules';
import { summaryColumns, toSummary, type Q } from './rows';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL: the ids of the caller's contacts (see the file comment). */
const contactIds = (me: number): SQL => sql`(
  select mb.user_id from conversation_members ma
    join conversations c on c.id = ma.conversation_id and c.kind = 'direct'
    join conversation_members mb on mb.conversation_id = ma.conversation_id
    where ma.user_id = ${me}
  union select cb.user_id from company_members ca
    join company_members cb on cb.company_id = ca.company_id
    where ca.user_id = ${me}
  union select b.employer_id from bids b where b.talent_id = ${me}
  union select r.employer_id from job_requests r where r.talent_id = ${me}
  union select g.employer_id from engagements g where g.talent_id = ${me}
  union select b.talent_id from bids b join job_requests r on r.id = b.job_request_id
    where b.employer_id = ${me} or r.employer_id = ${me} or r.company_id in
      (select cm.company_id from company_members cm where cm.user_id = ${me})
  union select r.talent_id from job_requests r where r.talent_id is not null
    and (r.employer_id = ${me} or r.company_id in
      (select cm.company_id from company_members cm where cm.user_id = ${me}))
  union select g.talent_id from engagements g where g.employer_id = ${me}
)`;

export async function messagePeople(
  q: Q,
  userId: number,
  query: MessagePeopleQuery,
): Promise<MessagePeople> {
  let match: SQL | undefined;
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    match = or(
      sql`${users.name} ILIKE ${pattern}`,
      sql`${users.title} ILIKE ${pattern}`,
      sql`${users.companyName} ILIKE ${pattern}`,
      sql`${companies.name} ILIKE ${pattern}`,
    );
  } else {
    match = sql`${users.id} in ${contactIds(userId)}`;
  }
  const rows = await q
    .select({
      ...summaryColumns,
      title: users.title,
      companyName: sql<string | null>`coalesce(${companies.name}, ${users.companyName})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.activeCompanyId))
    .where(and(isNull(users.deletedAt), ne(users.id, userId), match))
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit);
  if (rows.length === 0) return { items: [] };

  const blocks = await blocksFrom(
    q,
    userId,
    rows.map((r) => r.id),
  );
  const keys = rows.map((r) => directKey(userId, r.id));
  const direct = await q
    .select({ id: conversations.id, key: conversations.directKey })
    .from(conversations)
    .where(inArray(conversations.directKey, keys));
  const conversationOf = new Map(direct.map((c) => [c.key, c.id]));

  const items = rows.map((row) => ({
    ...toSummary(row),
    title: row.title,
    companyName: row.role === 'employer' ? row.companyName : null,
    conversationId: conversationOf.get(directKey(userId, row.id)) ?? null,
    block: blocks.get(row.id) ?? null,
  }));
  // Stable: within each rank the names stay in the database's order.
  const rank = (p: (typeof items)[number]) =>
    (p.block === null ? 0 : 2) + (p.conversationId === null ? 1 : 0);
  items.sort((a, b) => rank(a) - rank(b));
  return { items };
}
