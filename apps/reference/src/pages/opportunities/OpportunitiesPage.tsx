import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function OpportunitiesPage() {
  return (
    <Page>
      <PageHeader title="Opportunities" />
    </Page>
  );
}
