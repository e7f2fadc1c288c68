import type { FeedEvent, JobRequestDetails } from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Textarea } from '../../primitives/textarea';
import { formatListStamp } from '../lists/format-date';
import { namesOf, type SkillNames } from '../lists/skill-names';
import { defaultRenderLink, type RenderLink } from '../shell/render-link';
import { FEED_TEXTS as TEXTS } from './texts';

export type FeedSuggestionCardProps = Omit<ComponentProps<'article'>, 'children'> &
  ({ jobRequest: JobRequestDetails; event?: never } | { event: FeedEvent; jobRequest?: never }) & {
    skillNames?: SkillNames;
    renderLink?: RenderLink;
    /** Shares it as a post with the reader's words; resolves true when posted. */
    onShare?: (body: string) => Promise<boolean>;
  };

/** A job request or an event the feed suggests for the reader's skills (issue 17). */
export function FeedSuggestionCard({
  jobRequest,
  event,
  skillNames,
  renderLink = defaultRenderLink,
  onShare,
  className,
  ...props
}: FeedSuggestionCardProps) {
  const id = useId();
  const [sharing, setSharing] = useState(false);
  const [body, setBody] = useState('');
  const title = jobRequest ? jobRequest.title : event!.title;
  const skills = namesOf(jobRequest ? jobRequest.skills : event!.skills, skillNames);
  return (
    <article
      data-slot="feed-suggestion"
      aria-label={title}
      className={cn('flex flex-col gap-2 rounded-lg border bg-muted/30 p-4', className)}
      {...props}
    >
      <p className="text-xs font-medium text-muted-foreground">
        {jobRequest ? TEXTS.jobRequest : TEXTS.event}
      </p>
      <h3 className="font-semibold break-words">{title}</h3>
      <p className="text-sm text-muted-foreground">
        {jobRequest
          ? TEXTS.by(jobRequest.companyName ?? jobRequest.employerName)
          : `${formatListStamp(event!.startsAt)} · ${event!.online ? TEXTS.online : (event!.address ?? '')}`}
      </p>
      {skills.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Skills">
          {skills.map((name) => (
            <li key={name}>
              <Badge variant="outline">{name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {renderLink({
          href: jobRequest ? '/opportunities' : `/events/${event!.id}`,
          className: 'text-sm font-medium text-primary underline-offset-2 hover:underline',
          children: `${TEXTS.view}: ${title}`,
        })}
        {onShare ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={sharing}
            onClick={() => setSharing((open) => !open)}
          >
            {TEXTS.share}
          </Button>
        ) : null}
      </div>
      {sharing && onShare ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onShare(body)) {
              setSharing(false);
              setBody('');
            }
          }}
        >
          <label htmlFor={`${id}-share`} className="text-sm">
            {TEXTS.shareLabel(title)}
          </label>
          <Textarea
            id={`${id}-share`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={2}
          />
          <div>
            <Button type="submit" size="sm" disabled={body.trim() === ''}>
              {TEXTS.post}
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
