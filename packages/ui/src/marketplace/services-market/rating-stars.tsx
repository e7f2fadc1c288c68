import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@hireloop/sdk/schemas';
import { Star } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { MARKET_TEXTS as TEXTS } from './texts';

// A function, not a module-level value: a top-level expression over the sdk's constants would keep
// this file (and the sdk's schemas with it) in every bundle of the package (the Button-alone budget).
const stars = () =>
  Array.from(
    { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
    (_, i) => REVIEW_RATING_MIN + i,
  );

export type RatingStarsProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The rating (1–5, may be an average like 4.6); null: not rated yet. */
  rating: number | null;
  /** How many reviews the rating averages; shown after the stars when given. */
  count?: number;
};

/**
 * A rating shown as five stars (issue 18), filled to the nearest whole star, with the figure and
 * the number of reviews. One image for screen readers ("4.6 out of 5 stars").
 */
export function RatingStars({ rating, count, className, ...props }: RatingStarsProps) {
  if (rating === null)
    return (
      <span className={cn('text-sm text-muted-foreground', className)} {...props}>
        {TEXTS.notRated}
      </span>
    );
  const shown = Math.round(rating * 10) / 10;
  return (
    <span
      data-slot="rating-stars"
      className={cn('inline-flex items-center gap-1 text-sm', className)}
      {...props}
    >
      <span role="img" aria-label={TEXTS.ratingLabel(shown)} className="inline-flex">
        {stars().map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={cn(
              'size-4',
              n <= Math.round(rating) ? 'fill-warning text-warning' : 'text-muted-foreground',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-medium">
        {shown.toFixed(1)}
      </span>
      {count !== undefined ? (
        <span className="text-muted-foreground">({TEXTS.reviewCount(count)})</span>
      ) : null}
    </span>
  );
}

export interface RatingInputProps {
  /** The chosen rating, or null before one is chosen. */
  value: number | null;
  onChange: (value: number) => void;
  /** The group's name. @default "Rating" */
  legend?: string;
  /** The error under the stars (e.g. "Choose a rating"). */
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Choosing a rating of 1 to 5 (issue 18): five native radios drawn as stars in a fieldset, so the
 * browser runs the group (arrow keys, one tab stop) and each star says what it is ("3 stars").
 */
export function RatingInput({
  value,
  onChange,
  legend = TEXTS.rating,
  error,
  disabled = false,
  className,
}: RatingInputProps) {
  const id = useId();
  return (
    <fieldset
      className={cn('flex flex-col gap-1.5', className)}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {stars().map((n) => (
          <label
            key={n}
            className={cn(
              'cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{TEXTS.stars(n)}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                value !== null && n <= value
                  ? 'fill-warning text-warning'
                  : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
