import { formatBytes, VERIFICATION_KIND_LABELS } from '@hireloop/sdk';
import type { VerificationDecisionInputValues, VerificationReview } from '@hireloop/sdk/schemas';
import { Download } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { formatDate } from '../lists/format-date';
import { VERIFICATION_TEXTS as TEXTS } from './texts';
import type { VerificationFieldErrors } from './verification-kind-card';

export type VerificationReviewListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The queue, oldest submitted first (GET /api/admin/verification). */
  reviews: readonly VerificationReview[];
  /** The address of a document (a download, admins only). */
  documentHref: (documentId: number) => string;
  /** Approve, or reject with a reason. */
  onDecide: (id: number, decision: VerificationDecisionInputValues) => void;
  /** The review being decided now. */
  decidingId?: number | null;
  /** The server's refusal of the last decision, for its review. */
  errors?: { id: number; fieldErrors?: VerificationFieldErrors; message?: string } | null;
};

/**
 * The admins' review queue (issue 18), presentational: each waiting identity or portfolio with the
 * person, when it was submitted, its links and note, its documents (downloads), earlier rejections'
 * reasons, and Approve / Reject with a reason. Links and notes are text, never HTML.
 */
export function VerificationReviewList({
  reviews,
  documentHref,
  onDecide,
  decidingId,
  errors,
  className,
  ...props
}: VerificationReviewListProps) {
  if (reviews.length === 0) {
    return <p className="text-sm text-muted-foreground">{TEXTS.queueEmpty}</p>;
  }
  return (
    <ul
      data-slot="verification-review-list"
      aria-label={TEXTS.queueTitle}
      className={cn('grid grid-cols-1 gap-4', className)}
      {...props}
    >
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          documentHref={documentHref}
          onDecide={onDecide}
          deciding={decidingId === review.id}
          errors={errors?.id === review.id ? errors : null}
        />
      ))}
    </ul>
  );
}

function ReviewItem({
  review,
  documentHref,
  onDecide,
  deciding,
  errors,
}: {
  review: VerificationReview;
  documentHref: (documentId: number) => string;
  onDecide: VerificationReviewListProps['onDecide'];
  deciding: boolean;
  errors: VerificationReviewListProps['errors'];
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const reasonErrors = errors?.fieldErrors?.reason;
  const label = `${VERIFICATION_KIND_LABELS[review.kind]} — ${review.person.name}`;
  return (
    <li
      aria-label={label}
      data-slot="verification-review"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <GeneratedAvatar name={review.person.name} src={review.person.image} alt="" />
        <div className="grid min-w-0">
          <span className="truncate font-semibold">{review.person.name}</span>
          <span className="truncate text-sm text-muted-foreground">{review.person.email}</span>
        </div>
        <Badge variant="outline">{VERIFICATION_KIND_LABELS[review.kind]}</Badge>
        <span className="text-sm text-muted-foreground">
          {TEXTS.submitted(formatDate(review.submittedAt))}
        </span>
      </div>
      {review.note ? <p className="text-sm whitespace-pre-line">{review.note}</p> : null}
      {review.links.length ? (
        <ul className="grid gap-1 text-sm break-all">
          {review.links.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.documents.length ? (
        <ul className="flex flex-wrap gap-2">
          {review.documents.map((doc) => (
            <li key={doc.id}>
              <Button
                asChild
                variant="outline"
                size="sm"
                // A long file name wraps inside the page rather than widening it.
                className="h-auto max-w-full py-1.5 text-left break-all whitespace-normal"
              >
                <a href={documentHref(doc.id)} download>
                  <Download aria-hidden="true" />
                  {TEXTS.download(doc.filename)} · {formatBytes(doc.size)}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{TEXTS.noDocuments}</p>
      )}
      {review.previousReasons.length ? (
        <div className="text-sm">
          <span className="font-medium">{TEXTS.previousReasons}:</span>{' '}
          {review.previousReasons.join(' · ')}
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{TEXTS.reason}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonErrors ? true : undefined}
          aria-describedby={reasonErrors ? `${id}-reason-error` : undefined}
        />
        {reasonErrors ? (
          <p id={`${id}-reason-error`} className="text-sm text-destructive">
            {reasonErrors.join(' ')}
          </p>
        ) : null}
        {errors?.message && !reasonErrors ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={deciding}
          onClick={() => onDecide(review.id, { decision: 'approve' })}
        >
          {TEXTS.approve}
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={deciding}
          onClick={() => onDecide(review.id, { decision: 'reject', reason })}
        >
          {TEXTS.reject}
        </Button>
      </div>
    </li>
  );
}
