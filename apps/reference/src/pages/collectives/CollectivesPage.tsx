import { ConnectedCollectiveDirectory } from '@hireloop/ui';
import { TEXTS } from '@hireloop/sdk/constants';
import { useNavigate } from '../../lib/router';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { renderAppLink } from '../../lib/AppLink';

/**
 * /collective (SPEC §2, issue 17): the person's invitations, "Start a collective" (talent), and
 * the collectives searched by text, skill, size and rate.
 */
export default function CollectivesPage() {
  const navigate = useNavigate();
  return (
    <Page className="flex flex-col gap-6">
      <PageHeader
        title={TEXTS.nav.collectives}
        description="Groups of talent working under one name: find one, join one or start your own."
      />
      <ConnectedCollectiveDirectory
        renderLink={renderAppLink}
        onCreated={(created) => void navigate(`/collective/${created.slug}`)}
      />
    </Page>
  );
}
