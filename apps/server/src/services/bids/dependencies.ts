import type { LiveEvent, NotificationType } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import type { SubscriptionService } from '../subscriptions';

/** What the bid service calls on the other services (the issue 4 contracts). */
export interface BidServiceDependencies {
  subscriptions: Pick<SubscriptionService, 'lockForQuota'>;
  notifications: {
    notify(
      q: Db | Tx,
      userId: number,
      n: { type: NotificationType; title: string; body: string; link: string | null },
    ): Promise<unknown>;
  };
  live: {
    publish(q: Db | Tx, userIds: number | readonly number[], event: LiveEvent): Promise<void>;
  };
  conversations: { openDirect(q: Db | Tx, userA: number, userB: number): Promise<{ id: number }> };
}
