import { useCollective } from '@hireloop/hooks';
import { ConnectedCollectivePage, EmptyState, ErrorState, ListSkeleton } from '@hireloop/ui';
import { isHttpError } from '@hireloop/sdk';
import { useNavigate, useParams } from '../../lib/router';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { renderAppLink } from '../../lib/AppLink';

/**
 * /collective/{id} (SPEC §2, issue 17; the id or the slug): the collective's profile, members,
 * skills and the events it hosts; joining, the group chat, managing for its owner and admins,
 * and "Contact" for employers (a conversation with its admins, opened in /messages).
 */
export default function CollectivePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const collective = useCollective(id);
  const c = collective.data;
  return (
    <Page className="flex flex-col gap-6">
      <PageHeader
        title={c ? c.name : 'Collective'}
        description={c ? `/collective/${c.slug}` : undefined}
      />
      <ConnectedCollectivePage
        idOrSlug={id}
        renderLink={renderAppLink}
        onOpenConversation={(conversationId) => void navigate(`/messages?group=${conversationId}`)}
        renderState={(state, error) =>
          state === 'loading' ? (
            <ListSkeleton label="Loading the collective" />
          ) : state === 'not-found' || (isHttpError(error) && error.status === 404) ? (
            <EmptyState
              title="Collective not found"
              description="It may have been renamed: look for it on the collectives page."
            />
          ) : (
            <ErrorState
              title="The collective could not be loaded"
              onRetry={() => void collective.refetch()}
            />
          )
        }
      />
    </Page>
  );
}
