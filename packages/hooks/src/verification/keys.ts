/**
 * Verification's query keys (issue 18): the person's own kinds (`/api/verification`) and the
 * admins' queue and audit log (`/api/admin/verification`).
 */
export const verificationKeys = {
  mine: () => ['/api/verification'] as const,
  admin: () => ['/api/admin/verification'] as const,
  queue: () => ['/api/admin/verification', 'queue'] as const,
  audit: () => ['/api/admin/verification', 'audit'] as const,
};
