import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function WaitlistTestPage() {
  return (
    <Page>
      <PageHeader title="WaitlistTest" />
    </Page>
  );
}
