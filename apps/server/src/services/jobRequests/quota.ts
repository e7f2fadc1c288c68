/**
 * Quota (SPEC §5, §9): a plan's limit per type and billing period, counted from the company's
 * requests themselves under the locked company row (issue 16; see ./index.ts).
 */
import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@hireloop/sdk';
import type { JobRequestType } from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { problem } from '../../errors';
import { countCompanyConsumed } from '../companies/quota';
import type { QuotaState } from '../subscriptions';

/** "1 job", "3 projects". */
const quantity = (n: number, type: JobRequestType) => `${n} ${type}${n === 1 ? '' : 's'}`;

/** The 403 text when a plan's limit for `type` is used up (issue 3: "a message naming the plan limit"). */
export function quotaExceededMessage(
  planName: string,
  type: JobRequestType,
  limit: number,
  used: number,
): string {
  return `Your ${planName} plan allows ${quantity(limit, type)} per billing period; you have used ${used}.`;
}

export function createQuotaCheck() {
  /** 403 unless the company's locked subscription is active and has room for one more `type`. */
  async function assertQuota(
    tx: Tx,
    companyId: number,
    quota: QuotaState | null,
    type: JobRequestType,
  ): Promise<void> {
    if (!quota?.active) throw problem(403, SUBSCRIPTION_REQUIRED_MESSAGE);
    const limit = quota.limits[type];
    if (limit === null) return; // unlimited (lifetime)
    const used = (await countCompanyConsumed(tx, companyId, quota.periodStart))[type];
    if (used >= limit) throw problem(403, quotaExceededMessage(quota.planName, type, limit, used));
  }

  return assertQuota;
}
