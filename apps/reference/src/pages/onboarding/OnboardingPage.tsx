import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function OnboardingPage() {
  return (
    <Page>
      <PageHeader title="Onboarding" />
    </Page>
  );
}
