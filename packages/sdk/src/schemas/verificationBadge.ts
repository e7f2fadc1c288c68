import * as z from 'zod/mini';
import { VERIFICATION_KINDS } from '../vocabulary/verification';

/**
 * Verification (issue 18): the badge others see on a profile, a talent card or a collective's member list: whether the
 * person is verified (their identity approved, `isVerifiedPerson`), every kind verified, and the
 * company domain an employer verified. Never a document, an address or a reason.
 */
export const verificationBadgeSchema = z.object({
  verified: z.boolean(),
  kinds: z.array(z.enum(VERIFICATION_KINDS)),
  companyDomain: z.nullable(z.string()),
});
export type VerificationBadge = z.output<typeof verificationBadgeSchema>;
