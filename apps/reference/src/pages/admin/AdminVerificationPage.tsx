import { ConnectedAdminVerification } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/verification (issue 18; admins): identity documents and portfolios waiting for review,
 * oldest first — download the documents, approve, or reject with a reason — and the audit log of
 * every decision.
 */
export default function AdminVerificationPage() {
  return (
    <Page>
      <PageHeader
        title="Verification review"
        description="Oldest first. Documents download as files and are deleted once you decide."
      />
      <ConnectedAdminVerification />
    </Page>
  );
}
