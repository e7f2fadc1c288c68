import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function SavedPage() {
  return (
    <Page>
      <PageHeader title="Saved" />
    </Page>
  );
}
