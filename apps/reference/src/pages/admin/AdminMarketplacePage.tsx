import { ConnectedAdminDisputes } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/marketplace (issue 18; admins): disputed service orders, oldest first — the reason, the
 * timeline, and the decision: release the payment to the seller or refund the buyer, with a note
 * both sides see.
 */
export default function AdminMarketplacePage() {
  return (
    <Page>
      <PageHeader
        title="Marketplace disputes"
        description="Disputed orders, oldest first: read both sides, then release the payment or refund."
      />
      <ConnectedAdminDisputes />
    </Page>
  );
}
