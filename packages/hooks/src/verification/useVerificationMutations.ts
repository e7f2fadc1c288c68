import { useMutation } from '@tanstack/react-query';
import type {
  CompanyDomainInput,
  MyVerification,
  PortfolioInputValues,
  VerificationDecisionInputValues,
} from '@hireloop/sdk/schemas';
import type { ReviewedVerificationKind } from '@hireloop/sdk';
import { useHireloop } from '../core/HireloopProvider';
import { invalidateVerification } from './invalidateVerification';
import { verificationKeys } from './keys';
import { verificationClient } from './verificationClient';

function useVerificationWrite<Input>(write: (input: Input) => Promise<MyVerification>) {
  const { queryClient } = useHireloop();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateVerification(queryClient),
  });
}

/** Mails a single-use link to the account's own address. */
export function useSendEmailVerification() {
  const { client } = useHireloop();
  return useVerificationWrite((_: void) => verificationClient(client).sendEmailLink());
}

/** Employers: mails a link to an address at the company's domain. */
export function useSendCompanyDomainVerification() {
  const { client } = useHireloop();
  return useVerificationWrite((body: CompanyDomainInput) =>
    verificationClient(client).sendCompanyDomainLink(body),
  );
}

/** Spends a mailed link's token (the `token` of /verification?token=…). */
export function useConfirmVerification() {
  const { client } = useHireloop();
  return useVerificationWrite((token: string) => verificationClient(client).confirm(token));
}

/** Talent: sends the portfolio's links (and a note) for review. */
export function useSubmitPortfolio() {
  const { client } = useHireloop();
  return useVerificationWrite((body: PortfolioInputValues) =>
    verificationClient(client).submitPortfolio(body),
  );
}

export interface UploadVerificationDocumentInput {
  kind: ReviewedVerificationKind;
  file: Blob;
  /** A note for the reviewer (identity). */
  note?: string;
  filename?: string;
}

/** Uploads an identity document (starting the review) or a portfolio file. */
export function useUploadVerificationDocument() {
  const { client } = useHireloop();
  return useVerificationWrite(({ kind, file, note, filename }: UploadVerificationDocumentInput) =>
    verificationClient(client).uploadDocument(kind, file, {
      ...(note ? { note } : {}),
      ...(filename ? { filename } : {}),
    }),
  );
}

export interface DecideVerificationInput {
  id: number;
  decision: VerificationDecisionInputValues;
}

/** Admins: approve a review, or reject it with a reason. */
export function useDecideVerification() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, decision }: DecideVerificationInput) =>
      verificationClient(client).decide(id, decision),
    onSuccess: () => invalidateVerification(queryClient, { admin: true }),
    // Another admin may have decided first (409): the queue is stale either way.
    onError: () => queryClient.invalidateQueries({ queryKey: verificationKeys.admin() }),
  });
}
