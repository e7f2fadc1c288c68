/**
 * Job requests (issue 3): creation under an employer subscription's quota, owner-only edits, the
 * employer's own list with bids counts, and the talent's browse listing with filters, full-text
 * search and keyset pagination.
 *
 * Quota (SPEC §5, §9): the company row is locked (issue 16: `lockCompanyQuota`, SELECT … FOR
 * UPDATE; the subscription and its quotas are the company's), the company's requests of the
 * current billing period are counted and the new one inserted in ONE transaction, so parallel
 * creations by any of its members serialise on the lock and can never exceed a limit. Consumption is counted
 * from the rows themselves; there is no counter that could drift.
 */
import type { ServiceDeps } from '../deps';
import type { NotificationService } from '../notifications';
import { createJobRequestReads } from './browse';
import { createJobRequestWrites } from './writes';

export { quotaExceededMessage } from './quota';
export { toJobRequest, toJobRequestDetails } from './rows';

export function createJobRequestService(
  deps: ServiceDeps,
  { notifications }: { notifications: Pick<NotificationService, 'notify'> },
) {
  return {
    ...createJobRequestWrites(deps, { notifications }),
    ...createJobRequestReads(deps),
  };
}
export type JobRequestService = ReturnType<typeof createJobRequestService>;
