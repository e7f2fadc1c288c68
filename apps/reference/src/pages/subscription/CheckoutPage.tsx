import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function CheckoutPage() {
  return (
    <Page>
      <PageHeader title="Checkout" />
    </Page>
  );
}
