import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function ProfilePage() {
  return (
    <Page>
      <PageHeader title="Profile" />
    </Page>
  );
}
