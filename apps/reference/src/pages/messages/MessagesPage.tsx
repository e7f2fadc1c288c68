import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function MessagesPage() {
  return (
    <Page>
      <PageHeader title="Messages" />
    </Page>
  );
}
