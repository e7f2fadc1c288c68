import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function ExplorerPage() {
  return (
    <Page>
      <PageHeader title="Explorer" />
    </Page>
  );
}
