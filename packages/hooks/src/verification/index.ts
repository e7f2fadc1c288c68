export {
  useMyVerification,
  useVerificationAudit,
  useVerificationDocumentHref,
  useVerificationQueue,
} from './useVerification';
export { invalidateVerification } from './invalidateVerification';
export {
  useConfirmVerification,
  useDecideVerification,
  useSendCompanyDomainVerification,
  useSendEmailVerification,
  useSubmitPortfolio,
  useUploadVerificationDocument,
} from './useVerificationMutations';
export type {
  DecideVerificationInput,
  UploadVerificationDocumentInput,
} from './useVerificationMutations';
export { verificationClient } from './verificationClient';
export { verificationKeys } from './keys';
