import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function BidManagerPage() {
  return (
    <Page>
      <PageHeader title="BidManager" />
    </Page>
  );
}
