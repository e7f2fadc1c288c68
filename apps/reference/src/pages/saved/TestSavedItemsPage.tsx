import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function TestSavedItemsPage() {
  return (
    <Page>
      <PageHeader title="TestSavedItems" />
    </Page>
  );
}
