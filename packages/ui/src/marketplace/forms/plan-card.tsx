import { formatPrice, type PlanInterval } from '@hireloop/sdk';
import { CheckIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card';
import { PLAN_INTERVAL_LABELS } from '../../labels';

export type PlanCardProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** The plan's name, e.g. "Yearly". */
  name: string;
  /** The price in cents (SPEC §3), shown with `formatPrice` ("$840"). */
  priceCents: number;
  /** How the price is billed: "/ month", "/ year" or "one-time". */
  interval: PlanInterval;
  /** A highlight such as `TEXTS.plans.yearBadge` or `TEXTS.plans.lifetimeBadge`; none when null. */
  badge?: string | null;
  /** One line under the name. */
  description?: string;
  /** What the plan includes, one line each. */
  features?: readonly string[];
  /** Marks the card as the chosen plan. @default false */
  selected?: boolean;
  /** Called by the card's button; without it the card has no button. */
  onSelect?: () => void;
  /** Disables the button (e.g. while a checkout starts). @default false */
  disabled?: boolean;
};

/** A plan: name, price and interval, badge, features, and a button to choose it. */
export function PlanCard({
  name,
  priceCents,
  interval,
  badge = null,
  description,
  features = [],
  selected = false,
  onSelect,
  disabled = false,
  className,
  ...props
}: PlanCardProps) {
  const titleId = useId();
  return (
    <Card
      data-slot="plan-card"
      data-state={selected ? 'selected' : 'idle'}
      role="region"
      aria-labelledby={titleId}
      className={cn(
        'data-[state=selected]:border-primary data-[state=selected]:ring-2 data-[state=selected]:ring-primary',
        className,
      )}
      {...props}
    >
      <CardHeader>
        <CardTitle id={titleId}>{name}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {badge ? (
          <CardAction>
            <Badge>{badge}</Badge>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-baseline gap-1.5">
          <span className="text-3xl font-semibold tracking-tight">{formatPrice(priceCents)}</span>
          <span className="text-sm text-muted-foreground">{PLAN_INTERVAL_LABELS[interval]}</span>
        </p>
        {features.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      {onSelect ? (
        <CardFooter>
          <Button
            type="button"
            className="w-full"
            variant={selected ? 'outline' : 'default'}
            aria-pressed={selected}
            disabled={disabled}
            onClick={onSelect}
          >
            {selected ? (
              <>
                <CheckIcon aria-hidden="true" />
                {`${name} selected`}
              </>
            ) : (
              `Choose ${name}`
            )}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
