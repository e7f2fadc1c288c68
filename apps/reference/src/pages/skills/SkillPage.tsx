import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function SkillPage() {
  return (
    <Page>
      <PageHeader title="Skill" />
    </Page>
  );
}
