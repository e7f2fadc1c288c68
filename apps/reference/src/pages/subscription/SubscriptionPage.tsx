import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function SubscriptionPage() {
  return (
    <Page>
      <PageHeader title="Subscription" />
    </Page>
  );
}
