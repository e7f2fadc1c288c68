import { ConnectedAdminCheckins } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/check-ins (SPEC §2, issue 16; admins): how check-ins go across the marketplace — overdue
 * and missed rates and open blockers, by company and by talent, each opening its engagements.
 */
export default function AdminCheckinsPage() {
  return (
    <Page>
      <PageHeader
        title="Check-ins"
        description="Overdue and missed check-ins and open blockers, by company and by talent."
      />
      <ConnectedAdminCheckins />
    </Page>
  );
}
