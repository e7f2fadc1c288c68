/** What the people a job request concerns are told about it. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { users } from '../../db/schema';
import type { NotificationService } from '../notifications';

export function createDirectTalentNotice(notifications: Pick<NotificationService, 'notify'>) {
  /** Issue 4: the talent a direct request is addressed to is notified (in the same transaction). */
  async function notifyDirectTalent(
    tx: Tx,
    employerId: number,
    row: { talentId: number | null; title: string },
  ) {
    if (row.talentId === null) return;
    const [employer] = await tx
      .select({ name: users.name, companyName: users.companyName })
      .from(users)
      .where(eq(users.id, employerId));
    const from = employer?.companyName || employer?.name || 'An employer';
    await notifications.notify(tx, row.talentId, {
      type: 'direct_job_request',
      title: 'New direct job request',
      body: `${from} sent you a job request: ${row.title}`,
      link: '/opportunities',
    });
  }

  return notifyDirectTalent;
}
