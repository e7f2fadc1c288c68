import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function TalentPage() {
  return (
    <Page>
      <PageHeader title="Talent" />
    </Page>
  );
}
