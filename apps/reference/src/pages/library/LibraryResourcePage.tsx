import { useParams } from '../../lib/router';
import { useLibraryResource } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { buttonVariants, ConnectedLibraryResource, EmptyState } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { AppLink } from '../../lib/AppLink';
import { usePageTitle } from '../../lib/usePageTitle';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ResourceNotFound() {
  return (
    <Page>
      <EmptyState
        title="Resource not found"
        titleAs="h1"
        description="The link may be old, or the resource is not published."
        action={
          <AppLink href="/library" className={buttonVariants({ variant: 'outline' })}>
            The library
          </AppLink>
        }
      />
    </Page>
  );
}

function ResourceDetail({ id }: { id: number }) {
  const resource = useLibraryResource(id);
  usePageTitle(resource.data?.title ?? 'Library');
  if (isHttpError(resource.error) && resource.error.status === 404) return <ResourceNotFound />;
  return (
    <Page>
      <AppLink href="/library" className="mb-4 inline-block text-sm text-primary hover:underline">
        ← The library
      </AppLink>
      <ConnectedLibraryResource id={id} className="max-w-3xl" />
    </Page>
  );
}

/**
 * /library/:id (issue 18): one resource — its Markdown body, files and "Mark completed" with the
 * plan it needs; without it, the upgrade path (the waitlist/upgrade modal for Lite, the
 * subscription modal for employer plans). A draft or unknown id shows "Resource not found".
 */
export default function LibraryResourcePage() {
  const id = idOf(useParams().id);
  if (id === null) return <ResourceNotFound />;
  return <ResourceDetail key={id} id={id} />;
}
