import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function PaymentSuccessPage() {
  return (
    <Page>
      <PageHeader title="PaymentSuccess" />
    </Page>
  );
}
