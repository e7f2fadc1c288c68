import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function NotificationsPage() {
  return (
    <Page>
      <PageHeader title="Notifications" />
    </Page>
  );
}
