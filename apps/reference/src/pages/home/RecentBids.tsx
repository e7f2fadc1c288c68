import { useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useAuth } from '@hireloop/hooks';
import type { BidPage } from '@hireloop/sdk/schemas';
import { BidRow, BidRowSkeleton, ErrorState } from '@hireloop/ui';
import { LazyBidDetailsModal } from '../../components/LazyBidModals';

export interface RecentBidsProps {
  /** `useReceivedBids(…)` or `useSentBids(…)` with a small `limit`. */
  query: UseInfiniteQueryResult<InfiniteData<BidPage | null>, Error>;
  /** Shown when there is no bid. */
  empty: ReactNode;
}

/** The newest few bids of a list as bid rows; a row opens the bid details modal. */
export function RecentBids({ query, empty }: RecentBidsProps) {
  const { user } = useAuth();
  const [bidId, setBidId] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState(false);

  if (query.isPending) {
    return (
      <div className="grid gap-2">
        <BidRowSkeleton />
        <BidRowSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        titleAs="h3"
        message="The bids could not be loaded."
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const bids = query.data.pages[0]?.items ?? [];
  if (bids.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="grid gap-2">
        {bids.map((bid) => (
          <li key={bid.id} className="min-w-0">
            <BidRow
              bid={bid}
              viewerRole={bid.employerId === user?.id ? 'employer' : 'talent'}
              onOpen={(chosen) => {
                setBidId(chosen.id);
                setOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
      <LazyBidDetailsModal bidId={bidId} open={open} onOpenChange={setOpen} />
    </>
  );
}
