import { reviewInputSchema, type Review, type ReviewInput } from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { issuesByPath } from './format';
import { RatingInput } from './rating-stars';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface ReviewFormProps {
  /** The review being edited; absent: a new review. */
  review?: Pick<Review, 'rating' | 'body'> | null;
  onSubmit: (values: ReviewInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's field errors (`rating`, `body`). */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * Writing or editing one's review of a completed order (issue 18): a rating of 1 to 5 stars and
 * the text, checked with the sdk's `reviewInputSchema` (field errors under their fields).
 */
export function ReviewForm({
  review,
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
  className,
}: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = reviewInputSchema.safeParse({ rating: rating ?? undefined, body });
    if (!result.success) {
      setErrors(issuesByPath(result.error.issues));
      return;
    }
    onSubmit(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-3', className)}>
      <RatingInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setErrors({});
        }}
        error={shown.rating?.[0]}
        disabled={submitting}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`}>{TEXTS.reviewBody}</Label>
        <Textarea
          id={`${id}-body`}
          rows={4}
          value={body}
          aria-invalid={shown.body?.length ? true : undefined}
          aria-describedby={shown.body?.length ? `${id}-body-error` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setErrors({});
          }}
        />
        {shown.body?.length ? (
          <p id={`${id}-body-error`} className="text-sm text-destructive">
            {shown.body[0]}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {review ? TEXTS.updateReview : TEXTS.submitReview}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
