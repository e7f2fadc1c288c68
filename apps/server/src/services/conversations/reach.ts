/**
 * Who may start a conversation with whom (issue 20): the sdk's `messagingBlock` decides from the
 * two people's account types and what ties them; this file finds the ties in the database.
 *
 * A tie between a talent T and an employer E, where E's side is E or any company E belongs to:
 * a direct conversation or group they share; an outreach bid to T from E's side that was not
 * withdrawn; a pending or accepted proposal of T on one of E's side's requests; a direct request
 * to T from E's side; an engagement of T with E's side. Colleagues share a company.
 *
 * Everything is read in the caller's transaction, before the conversation or invitation is
 * written: a tie that ends at the same moment (a proposal declined in parallel) ends after the
 * conversation started, which is an order the two could have had anyway.
 */
import { and, eq, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { messagingBlock, type MessagingBlock } from '@hireloop/sdk';
import { OPEN_BID_STATUSES } from '@hireloop/sdk/constants';
import { users } from '../../db/schema';
import { isInt4Id } from '../pageCursor';
import type { Q } from './rows';

/** A user id: a number, or a column of the outer query. */
type Operand = number | SQL | AnyColumn;

const openProposal = sql.join(
  OPEN_BID_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Whether E (an id expression) acts for the side that owns a job request row `r`. */
const ownsRequest = (employer: Operand, request: string): SQL =>
  sql`(${sql.raw(request)}.employer_id = ${employer} or ${sql.raw(request)}.company_id in
    (select cm.company_id from company_members cm where cm.user_id = ${employer}))`;

/** SQL: a conversation (direct or group) both people are members of. */
const sharedConversation = (a: Operand, b: Operand): SQL =>
  sql`exists (select 1 from conversation_members ma
    join conversation_members mb on mb.conversation_id = ma.conversation_id
    where ma.user_id = ${a} and mb.user_id = ${b})`;

/** SQL: something ties talent `talent` to employer `employer`'s side (see the file comment). */
export const workTie = (talent: Operand, employer: Operand): SQL =>
  sql`(exists (select 1 from bids b join job_requests r on r.id = b.job_request_id
      where b.talent_id = ${talent}
        and ((b.kind = 'outreach' and b.status <> 'withdrawn')
          or (b.kind = 'proposal' and b.status in (${openProposal})))
        and (b.employer_id = ${employer} or ${ownsRequest(employer, 'r')}))
    or exists (select 1 from job_requests r where r.talent_id = ${talent}
        and ${ownsRequest(employer, 'r')})
    or exists (select 1 from engagements g left join job_requests r on r.id = g.job_request_id
      where g.talent_id = ${talent}
        and (g.employer_id = ${employer} or (r.id is not null and ${ownsRequest(employer, 'r')}))))`;

/** SQL: the two people belong to one company. */
const colleagues = (a: Operand, b: Operand): SQL =>
  sql`exists (select 1 from company_members ca
    join company_members cb on cb.company_id = ca.company_id
    where ca.user_id = ${a} and cb.user_id = ${b})`;

/** The caller's account type and admin flag, or null when the account is gone. */
async function partyOf(q: Q, userId: number) {
  const [row] = await q
    .select({ role: users.role, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Why `fromId` cannot start a conversation with each of `toIds` (null: they can). Ids that are not
 * existing users are left out of the map (the callers answer those first).
 */
export async function blocksFrom(
  q: Q,
  fromId: number,
  toIds: readonly number[],
): Promise<Map<number, MessagingBlock | null>> {
  const ids = [...new Set(toIds)].filter((id) => isInt4Id(id) && id !== fromId);
  const blocks = new Map<number, MessagingBlock | null>();
  const from = await partyOf(q, fromId);
  if (!from || ids.length === 0) return blocks;
  const rows = await q
    .select({
      id: users.id,
      role: users.role,
      colleagues: colleagues(fromId, users.id).mapWith(Boolean),
      related: sql`(${sharedConversation(fromId, users.id)} or ${
        from.role === 'talent' ? workTie(fromId, users.id) : sql`false`
      })`.mapWith(Boolean),
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), ne(users.id, fromId)));
  for (const row of rows) {
    blocks.set(
      row.id,
      messagingBlock(
        from,
        { role: row.role },
        { colleagues: row.colleagues, related: row.related },
      ),
    );
  }
  return blocks;
}
