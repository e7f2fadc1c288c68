import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function RequestsPage() {
  return (
    <Page>
      <PageHeader title="Requests" />
    </Page>
  );
}
