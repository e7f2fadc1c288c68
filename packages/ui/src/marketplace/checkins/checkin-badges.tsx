import type { CheckinState, ReviewState } from '@hireloop/sdk/schemas';
import { OctagonAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { CHECKIN_TEXTS as TEXTS } from './texts';

const STATE_VARIANTS = {
  due: 'default',
  late: 'warning',
  missed: 'destructive',
  submitted: 'secondary',
} as const satisfies Record<CheckinState, string>;

export type CheckinBadgesProps = Omit<ComponentProps<'div'>, 'children'> & {
  state: CheckinState;
  reviewState: ReviewState | null;
  /** The answers flag a blocker: a "Blocked" badge. */
  hasBlockers: boolean;
};

/**
 * A check-in's state (due, late, missed, submitted), its review (acknowledged, changes requested)
 * and its blocker flag, as badges with `data-state` for styling and tests.
 */
export function CheckinBadges({
  state,
  reviewState,
  hasBlockers,
  className,
  ...props
}: CheckinBadgesProps) {
  return (
    <div
      data-slot="checkin-badges"
      data-state={state}
      className={cn('flex flex-wrap items-center gap-1.5', className)}
      {...props}
    >
      <Badge variant={STATE_VARIANTS[state]}>{TEXTS.states[state]}</Badge>
      {reviewState ? (
        <Badge variant={reviewState === 'acknowledged' ? 'success' : 'warning'}>
          {TEXTS.reviews[reviewState]}
        </Badge>
      ) : null}
      {hasBlockers ? (
        <Badge variant="destructive" data-slot="blocker-flag">
          <OctagonAlert aria-hidden="true" />
          {TEXTS.blockers}
        </Badge>
      ) : null}
    </div>
  );
}
