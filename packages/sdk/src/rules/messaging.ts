import type { MessagingBlock, Role } from '../vocabulary';

/**
 * Who may start a conversation with whom (issue 20), as a marketplace like Upwork keeps it:
 * clients reach freelancers freely, freelancers reach a client only once the client invited them
 * or they bid on the client's work.
 *
 * - Talent may be written to by anyone.
 * - An employer may be written to by their colleagues (people of a company they belong to), by
 *   anyone they are already tied to (see {@link MessagingTies}), and by admins (support).
 * - Otherwise a talent is refused with `employer-needs-introduction` and an employer of another
 *   company with `other-company-employer`.
 *
 * It decides starting only: once a conversation exists, both people write in it; inviting someone
 * to a group follows the same rule (the owner must be able to write to each invitee).
 */

/** The person writing and the person written to: their account type, and whether an admin. */
export interface MessagingParty {
  role: Role;
  isAdmin?: boolean;
}

/**
 * What already ties the two people, as the server finds it.
 * - `colleagues`: they belong to the same company (issue 16 teams).
 * - `related`: a direct conversation or a group they share, or — between a talent and an employer —
 *   an outreach bid from the employer's company (any status), an open (pending or accepted)
 *   proposal of the talent on one of its requests, a direct request to the talent, or an
 *   engagement.
 */
export interface MessagingTies {
  colleagues: boolean;
  related: boolean;
}

/** Why `from` cannot start a conversation with `to`, or `null` when they can. */
export function messagingBlock(
  from: MessagingParty,
  to: MessagingParty,
  ties: MessagingTies,
): MessagingBlock | null {
  if (to.role === 'talent' || from.isAdmin || ties.colleagues || ties.related) return null;
  return from.role === 'talent' ? 'employer-needs-introduction' : 'other-company-employer';
}

/** What the UI and the server's 403 say for each block: why, and what opens the way. */
export const MESSAGING_BLOCK_TEXTS: Readonly<Record<MessagingBlock, string>> = {
  'employer-needs-introduction':
    'You can message employers after they invite you or you send a proposal on one of their requests.',
  'other-company-employer':
    'You can message employers of other companies once they message you or add you to a group.',
};

/**
 * The 403 of a group invitation naming the people the owner cannot write to yet, with the reason:
 * "You cannot invite Ada Lovelace yet. You can message employers after …".
 */
export function blockedInviteesMessage(names: readonly string[], block: MessagingBlock): string {
  return `You cannot invite ${names.join(', ')} yet. ${MESSAGING_BLOCK_TEXTS[block]}`;
}
