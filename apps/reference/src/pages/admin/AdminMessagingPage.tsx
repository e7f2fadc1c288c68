import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function AdminMessagingPage() {
  return (
    <Page>
      <PageHeader title="AdminMessaging" />
    </Page>
  );
}
