import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useAuth, useReceivedBids, useSentBids, type BidsFilter } from '@hireloop/hooks';
import type { BidDetails, BidPage } from '@hireloop/sdk/schemas';
import { BidRow, BidRowSkeleton, ErrorState } from '@hireloop/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/AppLink';
import { LoadMore } from '../opportunities/LoadMore';

export interface BidListProps {
  filter: BidsFilter;
  /** Opens the bid details modal. */
  onOpen: (bid: BidDetails) => void;
  /** Shown when no bid matches. */
  empty: ReactNode;
}

/** The bids the user received (proposals on their requests as employer, outreach as talent). */
export function ReceivedBidList(props: BidListProps) {
  return <BidListView query={useReceivedBids(props.filter)} {...props} />;
}

/** The bids the user sent (outreach as employer, proposals as talent). */
export function SentBidList(props: BidListProps) {
  return <BidListView query={useSentBids(props.filter)} {...props} />;
}

/** The link to an accepted bid's conversation (the server opens it on accept). */
export const conversationHref = (conversationId: number) =>
  `/messages?conversation=${conversationId}`;

function BidListView({
  query,
  onOpen,
  empty,
}: BidListProps & {
  query: UseInfiniteQueryResult<InfiniteData<BidPage | null>, Error>;
}) {
  const { user } = useAuth();
  if (query.isPending) {
    return (
      <div className="grid gap-2">
        <BidRowSkeleton />
        <BidRowSkeleton />
        <BidRowSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message="The bids could not be loaded."
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const bids = query.data.pages.flatMap((page) => page?.items ?? []);
  if (bids.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="grid gap-2">
        {bids.map((bid) => {
          // The row shows the other side: whoever of the two the user is not.
          const viewerRole = bid.employerId === user?.id ? 'employer' : 'talent';
          const other = viewerRole === 'employer' ? bid.talent : bid.employer;
          return (
            <li key={bid.id} className="grid gap-1">
              <BidRow bid={bid} viewerRole={viewerRole} onOpen={onOpen} />
              {bid.status === 'accepted' && bid.conversationId !== null ? (
                <AppLink
                  href={conversationHref(bid.conversationId)}
                  className="justify-self-end rounded-sm px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  Message {other.name}
                </AppLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}
