/**
 * Privacy a user expects (issue 14): download my data (./archive) and delete my account
 * (./deletion). The routes are in ../../routes/account.ts.
 */
import type { ServiceDeps } from '../deps';
import { createAccountArchive } from './archive';
import { createAccountDeletion, type AccountDeletionDependencies } from './deletion';

export { erasedEmail, WRONG_PASSWORD } from './deletion';
export type { AccountDeletionDependencies } from './deletion';

export function createPrivacyService(deps: ServiceDeps, others: AccountDeletionDependencies) {
  return {
    ...createAccountArchive(deps),
    ...createAccountDeletion(deps, others),
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
