import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function SkillsPage() {
  return (
    <Page>
      <PageHeader title="Skills" />
    </Page>
  );
}
