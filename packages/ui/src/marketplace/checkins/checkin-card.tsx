import type { Checkin } from '@hireloop/sdk/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatTime } from '../lists/format-date';
import { CheckinBadges } from './checkin-badges';
import { CHECKIN_TEXTS as TEXTS } from './texts';

export type CheckinCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  checkin: Checkin;
  /** Whose name the card shows beside the request: the other side's. @default 'employer' */
  party?: 'employer' | 'talent';
  /** Shows the answers and the review comment. @default true */
  showAnswers?: boolean;
  /** Actions under the card (Review, Edit…). */
  actions?: ReactNode;
  /** The element of the request's title. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
};

const stamp = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/**
 * One check-in (issue 16): its request and the other party, when it was due, its state and review
 * badges with the blocker flag, the answers question by question and the reviewer's comment.
 * Everything people typed is rendered as text.
 */
export function CheckinCard({
  checkin,
  party = 'employer',
  showAnswers = true,
  actions,
  titleAs: Title = 'h3',
  className,
  ...props
}: CheckinCardProps) {
  const other = party === 'employer' ? checkin.employer : checkin.talent;
  return (
    <article
      data-slot="checkin-card"
      data-state={checkin.state}
      aria-label={`${checkin.jobRequest.title}, ${TEXTS.dueOn(stamp(checkin.dueAt))}`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Title className="font-semibold break-words">{checkin.jobRequest.title}</Title>
          <p className="text-sm text-muted-foreground break-words">
            {party === 'employer' ? TEXTS.for(other.name) : TEXTS.with(other.name)} ·{' '}
            {TEXTS.dueOn(stamp(checkin.dueAt))}
            {checkin.submittedAt ? ` · ${TEXTS.submittedOn(stamp(checkin.submittedAt))}` : null}
          </p>
        </div>
        <CheckinBadges
          state={checkin.state}
          reviewState={checkin.reviewState}
          hasBlockers={checkin.hasBlockers}
        />
      </header>
      {showAnswers && checkin.answers ? (
        <dl className="flex flex-col gap-2 text-sm">
          {checkin.questions.map((question) => {
            const answer = checkin.answers?.[question.id];
            return (
              <div key={question.id}>
                <dt className="font-medium">{question.label}</dt>
                <dd className="break-words whitespace-pre-line text-muted-foreground">
                  {answer === undefined ? TEXTS.noAnswer : String(answer)}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {showAnswers && checkin.reviewComment ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{TEXTS.reviewComment}</p>
          <p className="break-words whitespace-pre-line">{checkin.reviewComment}</p>
        </div>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
