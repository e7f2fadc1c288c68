import { useNavigate } from '../../lib/router';
import { ConnectedServiceEditor, MARKET_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';

/**
 * /marketplace/services/new (issue 18): a new service — title, description, skills, one to three
 * tiers, add-ons, requirement questions, and whom it is sold as (the talent, or a collective they
 * manage). Saved as a draft, then its page opens (publish it there).
 */
export default function NewServicePage() {
  const navigate = useNavigate();
  return (
    <Page>
      <AppLink
        href="/marketplace?tab=services"
        className="mb-4 inline-block text-sm text-primary hover:underline"
      >
        ← {MARKET_TEXTS.myServices}
      </AppLink>
      <PageHeader title={MARKET_TEXTS.formCreateTitle} description={MARKET_TEXTS.questionsHint} />
      <ConnectedServiceEditor
        className="max-w-3xl"
        onSaved={(id) => void navigate(`/marketplace/services/${id}`)}
        onCancel={() => void navigate('/marketplace?tab=services')}
      />
    </Page>
  );
}
