import { DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES } from '@hireloop/sdk/constants';
import { formatBytes, uploadTypeList } from '@hireloop/sdk';

/** The verification parts' words (issue 18; designed — SPEC names the page only). */
export const VERIFICATION_TEXTS = {
  title: 'Verification',
  verified: 'Verified',
  verifiedTitle: 'Identity verified by Hireloop',
  badgeKinds: 'Verified',
  verifiedOnly: 'Verified only',
  verifiedOnlyHint: 'Talent whose identity Hireloop verified',
  kindDescriptions: {
    email: 'Confirm the address you sign in with by a link we email you.',
    company_domain:
      'Confirm you work at your company: we email a link to your address at its domain.',
    identity:
      'Upload a government ID. An admin reviews it; others only ever see the badge, never the document.',
    portfolio: 'Share links to your work (and files if you like). An admin reviews them.',
  },
  sendLink: 'Send link',
  sendAgain: 'Send a new link',
  linkSentTo: (email: string) => `We sent a link to ${email}. It works once, within 24 hours.`,
  workEmail: 'Work email',
  document: 'Document',
  // A function, so importing any ui part does not evaluate the sdk's upload rules.
  documentHint: () =>
    `${uploadTypeList(VERIFICATION_DOCUMENT_TYPES)}, up to ${formatBytes(DOCUMENT_MAX_BYTES)}`,
  note: 'Note for the reviewer (optional)',
  upload: 'Upload document',
  addFile: 'Add a file',
  links: 'Links to your work (one per line)',
  submitPortfolio: 'Submit for review',
  underReview: 'An admin is reviewing this. You will be notified of the decision.',
  rejectedBecause: 'Not approved:',
  tryAgain: 'You can try again.',
  expiredText: 'This verification expired. Start it again to get the badge back.',
  documents: 'Documents under review',
  verifiedOn: (date: string) => `Verified on ${date}`,
  confirming: 'Confirming your link…',
  // Admin review.
  queueTitle: 'Waiting for review',
  queueEmpty: 'No verification is waiting for review.',
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason for the rejection',
  previousReasons: 'Earlier rejections',
  submitted: (date: string) => `Submitted ${date}`,
  download: (name: string) => `Download ${name}`,
  noDocuments: 'No files',
  auditTitle: 'Audit log',
  auditEmpty: 'No decision yet.',
  approvedBy: 'approved',
  rejectedBy: 'rejected',
} as const;
