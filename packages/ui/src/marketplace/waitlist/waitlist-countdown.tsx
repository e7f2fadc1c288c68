import type { Countdown } from '@hireloop/sdk';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type WaitlistCountdownProps = ComponentProps<'section'> & {
  /** The time left; the connected wrapper ticks it each second (SPEC §4, `tickCountdown`). */
  countdown: Countdown;
  /** @default 'Your spot opens in' */
  title?: string;
};

const pad = (value: number) => String(Math.max(0, Math.floor(value))).padStart(2, '0');

/**
 * The waitlist countdown (SPEC §4): days, hours, minutes and seconds in boxes. Presentational: it
 * shows the props. Screen readers get it as a labelled timer that does not announce every tick.
 */
export function WaitlistCountdown({
  countdown,
  title = 'Your spot opens in',
  className,
  ...props
}: WaitlistCountdownProps) {
  const headingId = useId();
  const parts = [
    { label: 'Days', value: countdown.days },
    { label: 'Hours', value: countdown.hours },
    { label: 'Minutes', value: countdown.minutes },
    { label: 'Seconds', value: countdown.seconds },
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="waitlist-countdown"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <div role="timer" aria-labelledby={headingId} className="grid grid-cols-4 gap-2">
        {parts.map(({ label, value }) => (
          <div
            key={label}
            data-slot={`countdown-${label.toLowerCase()}`}
            className="flex flex-col items-center rounded-lg bg-primary px-2 py-2 text-primary-foreground"
          >
            <span className="text-2xl font-bold tabular-nums">{pad(value)}</span>
            <span className="text-xs">{label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
