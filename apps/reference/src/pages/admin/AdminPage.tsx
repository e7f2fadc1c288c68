import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function AdminPage() {
  return (
    <Page>
      <PageHeader title="Admin" />
    </Page>
  );
}
