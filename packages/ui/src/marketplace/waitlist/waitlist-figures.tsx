import { formatCount } from '@hireloop/sdk/constants';
import { HeartHandshake, Hourglass, ListOrdered, Users, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { waitLabel } from './wait-label';

export type WaitlistFiguresProps = ComponentProps<'dl'> & {
  /** The talent's place in the queue (SPEC §9: 120). */
  position: number;
  /** People ahead (SPEC §9: 119; fewer with each completed task). */
  peopleAhead: number;
  /** Talent helped so far (SPEC §9: 12,980). */
  helped: number;
};

/**
 * The queue in four figures (designed labels): position, people ahead, the wait estimate (people
 * ahead / 20 a week, rounded — SPEC §9) and how many talent were helped.
 */
export function WaitlistFigures({
  position,
  peopleAhead,
  helped,
  className,
  ...props
}: WaitlistFiguresProps) {
  const figures: { icon: LucideIcon; label: string; value: string; slot: string }[] = [
    {
      icon: ListOrdered,
      label: 'Your position',
      value: `#${formatCount(position)}`,
      slot: 'position',
    },
    { icon: Users, label: 'People ahead of you', value: formatCount(peopleAhead), slot: 'ahead' },
    { icon: Hourglass, label: 'Estimated wait', value: waitLabel(peopleAhead), slot: 'wait' },
    {
      icon: HeartHandshake,
      label: 'Talent helped so far',
      value: formatCount(helped),
      slot: 'helped',
    },
  ];
  return (
    <dl
      data-slot="waitlist-figures"
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}
      {...props}
    >
      {figures.map(({ icon: Icon, label, value, slot }) => (
        <div
          key={slot}
          data-slot={`waitlist-${slot}`}
          className="flex flex-col gap-1 rounded-lg border border-border p-3"
        >
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            {label}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
