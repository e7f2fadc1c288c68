import { useParams } from '../../lib/router';
import { useService } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { buttonVariants, ConnectedServicePage, EmptyState, MARKET_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { AppLink } from '../../lib/AppLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { idOf } from './idOf';

function ServiceNotFound() {
  usePageTitle('Service not found');
  return (
    <Page>
      <EmptyState
        title="Service not found"
        titleAs="h1"
        description="The link may be old, or the service is not published."
        action={
          <AppLink href="/marketplace" className={buttonVariants({ variant: 'outline' })}>
            {MARKET_TEXTS.pageTitle}
          </AppLink>
        }
      />
    </Page>
  );
}

function ServiceDetail({ id }: { id: number }) {
  const service = useService(id);
  usePageTitle(service.data?.title ?? 'Service');
  if (isHttpError(service.error) && service.error.status === 404) return <ServiceNotFound />;
  return (
    <Page>
      <AppLink
        href="/marketplace"
        className="mb-4 inline-block text-sm text-primary hover:underline"
      >
        ← {MARKET_TEXTS.pageTitle}
      </AppLink>
      <ConnectedServicePage
        id={id}
        sellerHref={(seller) =>
          seller.kind === 'collective'
            ? `/collective/${seller.slug ?? seller.id}`
            : `/talent/${seller.id}`
        }
      />
    </Page>
  );
}

/**
 * /marketplace/services/:id (issue 18): one service — its tiers, add-ons and questions; employers
 * choose a tier and go to the checkout; its sellers edit, publish and pause it; the reviews. A
 * draft of someone else's, or an unknown id, shows "Service not found".
 */
export default function ServicePage() {
  const id = idOf(useParams().id);
  if (id === null) return <ServiceNotFound />;
  return <ServiceDetail key={id} id={id} />;
}
