import { useEffect, useId, useState } from 'react';
import { useRemainingOutreachBids, useTalentSearch } from '@hireloop/hooks';
import { OUTREACH_BID_LIMIT, type Profile } from '@hireloop/sdk';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  GeneratedAvatar,
  Input,
  Label,
  ListSkeleton,
} from '@hireloop/ui';
import { LoadMore } from '../opportunities/LoadMore';

export interface OutreachDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job request the talent is invited to. */
  jobRequest: { id: number; title: string };
  /** Called with the talent chosen; the caller opens the bid modal for them. */
  onChoose: (talent: Profile) => void;
}

/** How long typing pauses before the talent search runs (designed). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The first step of an outreach bid from a job request: how many of the 3 outreach bids are left
 * for it, and a talent search to choose whom to invite. The bid itself is the bid modal's.
 */
export function OutreachDialog({ open, onOpenChange, jobRequest, onChoose }: OutreachDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const left = useRemainingOutreachBids(open ? jobRequest.id : undefined);
  const talent = useTalentSearch({ q: q || undefined, limit: 10 });
  const people = talent.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const noneLeft = left.data?.canSend === false;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[90dvh] grid-rows-[auto_auto_minmax(0,1fr)] gap-4">
        <DialogHeader>
          <DialogTitle>Invite talent</DialogTitle>
          <DialogDescription>
            {`Choose a talent to invite to “${jobRequest.title}”. Up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <p
            aria-live="polite"
            className={
              noneLeft ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'
            }
          >
            {left.data
              ? `${left.data.remaining} of ${OUTREACH_BID_LIMIT} outreach bids left`
              : left.isError
                ? 'The outreach bids left could not be counted.'
                : 'Counting the outreach bids left…'}
          </p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-search`}>Search talent</Label>
            <Input
              id={`${id}-search`}
              type="search"
              value={text}
              placeholder="Name, title or skill"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div className="min-h-0 overflow-y-auto">
          {talent.isPending ? (
            <ListSkeleton label="Loading talent" rows={3} />
          ) : talent.isError ? (
            <div role="alert" className="grid justify-items-start gap-2 text-sm">
              <p className="text-destructive">The talent could not be loaded.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void talent.refetch()}
              >
                Try again
              </Button>
            </div>
          ) : people.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {q ? `No talent match “${q}”.` : 'No talent have joined yet.'}
            </p>
          ) : (
            <ul aria-label="Talent" className="grid gap-2">
              {people.map((person) => (
                <li key={person.userId} className="flex items-center gap-3 rounded-lg border p-3">
                  <GeneratedAvatar name={person.name} src={person.profileImage} alt="" />
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{person.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {person.title ?? 'Talent'}
                    </span>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    disabled={noneLeft}
                    onClick={() => onChoose(person)}
                  >
                    Invite<span className="sr-only"> {person.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {talent.isSuccess ? (
            <LoadMore
              auto={false}
              hasNextPage={talent.hasNextPage}
              isFetchingNextPage={talent.isFetchingNextPage}
              failed={talent.isFetchNextPageError}
              fetchNextPage={talent.fetchNextPage}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
