import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function SettingsPage() {
  return (
    <Page>
      <PageHeader title="Settings" />
    </Page>
  );
}
