import type { Transport } from '../client/types';
import type {
  CompanyDomainInput,
  MyVerification,
  MyVerifications,
  PortfolioInputValues,
  VerificationAuditEntry,
  VerificationDecisionInputValues,
  VerificationReview,
} from '../schemas/verification';
import type { ReviewedVerificationKind } from '../vocabulary/verification';
import type { CallOptions } from './callOptions';
import { uploadFile } from './uploads';

const adminPath = '/api/admin/verification';

/**
 * Verification (issue 18): the person's kinds and badge, starting each kind (a mailed link for
 * email and company domain, a document for identity, links and files for a portfolio),
 * confirming a link; and the admins' review queue, decisions, audit log and documents.
 */
export function verificationApi(t: Transport) {
  const post = <T>(path: string, options?: CallOptions, body?: unknown) =>
    t.request<T>(path, { ...options, method: 'POST', body });
  return {
    /** GET /api/verification: every kind the person's role verifies, with its status, and the badge. */
    mine: (options?: CallOptions) => t.read<MyVerifications>('/api/verification', { ...options }),
    /** POST /api/verification/email: mails a single-use link to the account's address. */
    sendEmailLink: (options?: CallOptions) =>
      post<MyVerification>('/api/verification/email', options),
    /** POST /api/verification/company-domain (employers): mails a link to an address at the company's domain. */
    sendCompanyDomainLink: (body: CompanyDomainInput, options?: CallOptions) =>
      post<MyVerification>('/api/verification/company-domain', options, body),
    /** POST /api/verification/confirm: spends a mailed link's token (from /verification?token=…). */
    confirm: (token: string, options?: CallOptions) =>
      post<MyVerification>('/api/verification/confirm', options, { token }),
    /** POST /api/verification/portfolio (talent): links to the work (and a note) for review. */
    submitPortfolio: (body: PortfolioInputValues, options?: CallOptions) =>
      post<MyVerification>('/api/verification/portfolio', options, body),
    /**
     * POST /api/verification/{kind}/documents (multipart `document`: JPEG, PNG or PDF, told by
     * content): an identity document starts (or adds to) the identity review; a portfolio file
     * adds to a pending portfolio.
     */
    uploadDocument: (
      kind: ReviewedVerificationKind,
      file: Blob,
      options?: CallOptions & { note?: string; filename?: string },
    ) => {
      const { note, filename, ...rest } = options ?? {};
      return uploadFile<MyVerification>(t, `/api/verification/${kind}/documents`, {
        ...rest,
        field: 'document',
        file,
        ...(filename === undefined ? {} : { filename }),
        fields: note ? { note } : {},
      });
    },
    /** GET /api/admin/verification (admins): the queue, oldest submitted first. */
    queue: (options?: CallOptions) => t.read<VerificationReview[]>(adminPath, { ...options }),
    /** GET /api/admin/verification/audit (admins): the decisions, newest first. */
    audit: (options?: CallOptions) =>
      t.read<VerificationAuditEntry[]>(`${adminPath}/audit`, { ...options }),
    /** POST /api/admin/verification/{id}/decision (admins): approve, or reject with a reason. */
    decide: (id: number, body: VerificationDecisionInputValues, options?: CallOptions) =>
      post<VerificationAuditEntry>(
        `${adminPath}/${encodeURIComponent(id)}/decision`,
        options,
        body,
      ),
    /** The path of GET /api/admin/verification/documents/{id} (admins; a download). */
    documentPath: (id: number) => `${adminPath}/documents/${encodeURIComponent(id)}`,
  };
}
export type VerificationApi = ReturnType<typeof verificationApi>;
