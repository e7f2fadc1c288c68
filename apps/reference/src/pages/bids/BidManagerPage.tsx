import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useAccount, useAuth, useBid } from '@hireloop/hooks';
import { OUTREACH_BID_LIMIT, type AccountType } from '@hireloop/sdk';
import { BID_STATUSES, type BidDetails, type BidStatus } from '@hireloop/sdk/schemas';
import {
  BID_STATUS_BADGES,
  Button,
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@hireloop/ui';
import { LazyBidDetailsModal } from '../../components/LazyBidModals';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { FilterSelect } from '../opportunities/FilterSelect';
import { conversationHref, ReceivedBidList, SentBidList } from './BidList';
import { TEXTS } from '@hireloop/sdk/constants';

type Tab = 'received' | 'sent';

const STATUS_LABELS = Object.fromEntries(
  BID_STATUSES.map((status) => [status, BID_STATUS_BADGES[status].label]),
) as Record<BidStatus, string>;

/** What each account type receives and sends (SPEC §1): employers get proposals and send outreach. */
const KINDS = {
  employer: { received: 'proposal', sent: 'outreach' },
  talent: { received: 'outreach', sent: 'proposal' },
} as const;

const DESCRIPTIONS: Record<AccountType, string> = {
  employer: 'Proposals talent sent on your job requests, and the outreach you sent to talent.',
  talent: 'Invitations employers sent you, and the proposals you sent on job requests.',
};

/**
 * /bid-manager (SPEC §2): received and sent bids of the current account type, filtered by status;
 * a row opens the bid details modal (accept, decline, withdraw). Accepting opens a conversation
 * on the server: the page then points to it in Messages.
 */
export default function BidManagerPage() {
  const { accountType } = useAccount();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const status = BID_STATUSES.find((value) => value === params.get('status'));
  const setParam = (key: 'tab' | 'status', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // The bid details modal; the bid stays set while it closes so its content does not jump.
  const [bidId, setBidId] = useState<number | undefined>(undefined);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const open = (bid: BidDetails) => {
    setBidId(bid.id);
    setDetailsOpen(true);
  };

  // A bid seen going from pending to accepted here (the modal's Accept): point to the conversation.
  const watched = useBid(bidId).data;
  const [seen, setSeen] = useState<Pick<BidDetails, 'id' | 'status'> | null>(null);
  const [accepted, setAccepted] = useState<BidDetails | null>(null);
  if (watched && (seen?.id !== watched.id || seen.status !== watched.status)) {
    if (seen?.id === watched.id && seen.status === 'pending' && watched.status === 'accepted') {
      setAccepted(watched);
    }
    setSeen({ id: watched.id, status: watched.status });
  }

  const kinds = KINDS[accountType];
  const filter = (kind: 'proposal' | 'outreach') => (status ? { kind, status } : { kind });
  const showAll = (
    <Button type="button" variant="outline" onClick={() => setParam('status', undefined)}>
      Show all statuses
    </Button>
  );
  const noneWithStatus = status ? (
    <EmptyState
      title={`No ${STATUS_LABELS[status].toLowerCase()} bids`}
      description="Choose another status to see the rest."
      action={showAll}
    />
  ) : null;
  const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

  return (
    <Page>
      <PageHeader
        title={TEXTS.nav.bidManager}
        description={DESCRIPTIONS[accountType]}
        actions={
          // Accepted bids become engagements with check-ins (issue 16); SPEC's nav has no entry
          // for /job-checkins, so the bids it grows from point to it.
          <Button asChild variant="outline">
            <AppLink href="/job-checkins">Job check-ins</AppLink>
          </Button>
        }
      />

      {accepted && accepted.conversationId !== null ? (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-lg border border-success p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">
            <span className="font-semibold">Bid accepted.</span>{' '}
            {`A conversation with ${
              accepted.employerId === user?.id ? accepted.talent.name : accepted.employer.name
            } is open in Messages.`}
          </p>
          <div className="flex gap-2">
            <Button asChild size="sm">
              <AppLink href={conversationHref(accepted.conversationId)}>Go to Messages</AppLink>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAccepted(null)}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}

      <Tabs
        value={tab}
        onValueChange={(value) => setParam('tab', value === 'sent' ? 'sent' : undefined)}
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="Bids" className="w-full sm:w-auto">
            <TabsTrigger value="received" className="px-4">
              Received
            </TabsTrigger>
            <TabsTrigger value="sent" className="px-4">
              Sent
            </TabsTrigger>
          </TabsList>
          <div className="w-full sm:w-48">
            <FilterSelect
              label="Status"
              value={status}
              options={BID_STATUSES}
              labels={STATUS_LABELS}
              anyLabel="All statuses"
              onChange={(next) => setParam('status', next)}
            />
          </div>
        </div>
        <TabsContent value="received">
          <ReceivedBidList
            filter={filter(kinds.received)}
            onOpen={open}
            empty={
              noneWithStatus ??
              (accountType === 'employer' ? (
                <EmptyState
                  title="No proposals yet"
                  description="When talent send proposals on your job requests, they show up here."
                  action={
                    <AppLink href="/requests" className={linkClass}>
                      Go to your requests
                    </AppLink>
                  }
                />
              ) : (
                <EmptyState
                  title="No invitations yet"
                  description="When an employer invites you to one of their job requests, it shows up here. A complete profile helps them find you."
                  action={
                    <AppLink href="/profile" className={linkClass}>
                      Complete your profile
                    </AppLink>
                  }
                />
              ))
            }
          />
        </TabsContent>
        <TabsContent value="sent">
          <SentBidList
            filter={filter(kinds.sent)}
            onOpen={open}
            empty={
              noneWithStatus ??
              (accountType === 'employer' ? (
                <EmptyState
                  title="No outreach sent yet"
                  description={`Invite talent to one of your job requests from Requests: up to ${OUTREACH_BID_LIMIT} per request.`}
                  action={
                    <AppLink href="/requests" className={linkClass}>
                      Go to your requests
                    </AppLink>
                  }
                />
              ) : (
                <EmptyState
                  title="No proposals sent yet"
                  description="Find a job request that suits you and send a proposal."
                  action={
                    <AppLink href="/opportunities" className={linkClass}>
                      Browse opportunities
                    </AppLink>
                  }
                />
              ))
            }
          />
        </TabsContent>
      </Tabs>

      <LazyBidDetailsModal bidId={bidId} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </Page>
  );
}
