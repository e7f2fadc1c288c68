import { serverMessage, useManageStickyMessages } from '@hireloop/hooks';
import {
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  ConnectedPartnerManager,
  ErrorState,
  Skeleton,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { AUDIENCE_LABELS, isShowing } from './stickyText';

/**
 * /admin: the admin overview — what the sticky messages are doing, and where to manage them — and
 * the partner sites registered to embed the widgets (issue 15), managed here: SPEC fixes the admin
 * routes, so partners have no page of their own.
 */
export default function AdminPage() {
  const sticky = useManageStickyMessages();
  const messages = sticky.data ?? [];
  const showing = messages.filter((message) => isShowing(message));
  const byAudience = (['all', 'employer', 'talent'] as const).map((audience) => ({
    audience,
    count: showing.filter((message) => message.audience === audience).length,
  }));

  return (
    <Page>
      <PageHeader title="Admin" description="Tools for Hireloop administrators." />
      <section aria-labelledby="sticky-heading" className="max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="sticky-heading" className="text-lg font-semibold">
              Sticky messages
            </h2>
            <p className="text-sm text-muted-foreground">
              Notices pinned above every page until each person marks them read.
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {sticky.isPending ? (
              <div role="status" aria-label="Loading sticky messages" className="flex gap-4">
                <Skeleton className="h-16 w-32" />
                <Skeleton className="h-16 w-32" />
              </div>
            ) : sticky.isError ? (
              <ErrorState
                title="The sticky messages could not be loaded"
                message={serverMessage(sticky.error)}
                onRetry={() => void sticky.refetch()}
                retrying={sticky.isRefetching}
                titleAs="h3"
              />
            ) : (
              <>
                <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                  <div className="rounded-md border border-border p-3">
                    <dt className="text-sm text-muted-foreground">Active now</dt>
                    <dd className="text-2xl font-semibold">{showing.length}</dd>
                  </div>
                  <div className="rounded-md border border-border p-3">
                    <dt className="text-sm text-muted-foreground">Retired or ended</dt>
                    <dd className="text-2xl font-semibold">{messages.length - showing.length}</dd>
                  </div>
                  <div className="col-span-2 rounded-md border border-border p-3 sm:col-span-1">
                    <dt className="text-sm text-muted-foreground">Active, by audience</dt>
                    <dd className="text-sm">
                      {byAudience
                        .map(({ audience, count }) => `${AUDIENCE_LABELS[audience]}: ${count}`)
                        .join(' · ')}
                    </dd>
                  </div>
                </dl>
              </>
            )}
            <AppLink href="/admin/messaging" className={`${buttonVariants()} self-start`}>
              Manage sticky messages
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="checkins-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="checkins-heading" className="text-lg font-semibold">
              Check-ins
            </h2>
            <p className="text-sm text-muted-foreground">
              How engagements' check-ins go: overdue and missed rates and open blockers, by company
              and by talent.
            </p>
          </CardHeader>
          <CardContent>
            <AppLink href="/admin/check-ins" className={buttonVariants({ variant: 'outline' })}>
              See check-ins
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="career-feed-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="career-feed-heading" className="text-lg font-semibold">
              Career feed
            </h2>
            <p className="text-sm text-muted-foreground">
              Reported posts with their reasons; hide or restore them, pin a post to the top of
              everyone's feed.
            </p>
          </CardHeader>
          <CardContent>
            <AppLink href="/admin/career-feed" className={buttonVariants({ variant: 'outline' })}>
              Moderate the career feed
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="marketplace-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="marketplace-heading" className="text-lg font-semibold">
              Marketplace disputes
            </h2>
            <p className="text-sm text-muted-foreground">
              Service orders in dispute, oldest first: release the payment to the seller or refund
              the buyer.
            </p>
          </CardHeader>
          <CardContent>
            <AppLink href="/admin/marketplace" className={buttonVariants({ variant: 'outline' })}>
              Resolve disputes
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="verification-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="verification-heading" className="text-lg font-semibold">
              Verification
            </h2>
            <p className="text-sm text-muted-foreground">
              Identity documents and portfolios waiting for review, oldest first: approve, or reject
              with a reason. Every decision is in the audit log.
            </p>
          </CardHeader>
          <CardContent>
            <AppLink href="/admin/verification" className={buttonVariants({ variant: 'outline' })}>
              Review verifications
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="library-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="library-heading" className="text-lg font-semibold">
              Library
            </h2>
            <p className="text-sm text-muted-foreground">
              Write guides, templates, checklists and video links, attach files, choose the plan
              each needs, order them into collections and publish.
            </p>
          </CardHeader>
          <CardContent>
            <AppLink href="/admin/library" className={buttonVariants({ variant: 'outline' })}>
              Manage the library
            </AppLink>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="partners-heading" className="mt-6 max-w-2xl">
        <Card>
          <CardHeader>
            <h2 id="partners-heading" className="text-lg font-semibold">
              Partners
            </h2>
            <p className="text-sm text-muted-foreground">
              Sites that embed the Hireloop widgets. Each has a publishable key that works only on
              the origins registered for it.
            </p>
          </CardHeader>
          <CardContent>
            <ConnectedPartnerManager nameAs="h3" />
          </CardContent>
        </Card>
      </section>
    </Page>
  );
}
