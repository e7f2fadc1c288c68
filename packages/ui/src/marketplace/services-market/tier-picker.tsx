import { orderDeliveryDays, orderTotal } from '@hireloop/sdk';
import type { ServiceDetails } from '@hireloop/sdk/schemas';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { NativeRadio } from '../../primitives/native-radio';
import { formatUsd } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface TierChoice {
  tierIndex: number;
  addOnIndexes: number[];
}

export interface TierPickerProps {
  tiers: ServiceDetails['tiers'];
  addOns: ServiceDetails['addOns'];
  /** Continue to payment with the chosen tier and add-ons; absent: the tiers are only shown. */
  onBuy?: (choice: TierChoice) => void;
  /** The tier chosen at first. @default 0 */
  defaultTier?: number;
  submitting?: boolean;
  /** Shown instead of the button (e.g. why the viewer cannot buy). */
  notice?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/**
 * Choosing what to buy (issue 18): the service's tiers as radios (name, price, delivery time,
 * revisions, what it includes), its add-ons as checkboxes (price and extra days), and the total
 * price and delivery time (the sdk's `orderTotal` and `orderDeliveryDays`), then "Continue".
 */
export function TierPicker({
  tiers,
  addOns,
  onBuy,
  defaultTier = 0,
  submitting = false,
  notice,
  error,
  className,
}: TierPickerProps) {
  const id = useId();
  const [tierIndex, setTierIndex] = useState(Math.min(defaultTier, tiers.length - 1));
  const [chosen, setChosen] = useState<number[]>([]);
  const tier = tiers[tierIndex] ?? tiers[0]!;
  const parts = { tier, addOns: chosen.map((i) => addOns[i]!) };
  const total = orderTotal(parts);
  const days = orderDeliveryDays(parts);
  const toggle = (index: number) =>
    setChosen((list) =>
      list.includes(index) ? list.filter((i) => i !== index) : [...list, index].sort(),
    );

  return (
    <div data-slot="tier-picker" className={cn('flex flex-col gap-4', className)}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{TEXTS.chooseTier}</legend>
        {tiers.map((t, index) => (
          <label
            key={t.name}
            htmlFor={`${id}-tier-${index}`}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3',
              index === tierIndex && 'border-primary ring-1 ring-primary',
            )}
          >
            <NativeRadio
              id={`${id}-tier-${index}`}
              name={`${id}-tier`}
              value={index}
              checked={index === tierIndex}
              onChange={() => setTierIndex(index)}
              className="mt-1"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium break-words">{t.name}</span>
                <span className="font-semibold">{formatUsd(t.price)}</span>
              </span>
              <span className="text-sm text-muted-foreground">
                {TEXTS.deliveryDays(t.deliveryDays)} · {TEXTS.revisions(t.revisions)}
              </span>
              {t.description ? (
                <span className="text-sm break-words whitespace-pre-wrap">{t.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {addOns.length ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{TEXTS.addOns}</legend>
          {addOns.map((a, index) => (
            <label
              key={a.name}
              htmlFor={`${id}-addon-${index}`}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3"
            >
              <input
                type="checkbox"
                id={`${id}-addon-${index}`}
                checked={chosen.includes(index)}
                onChange={() => toggle(index)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3">
                <span className="break-words">{a.name}</span>
                <span className="text-sm">
                  +{formatUsd(a.price)} · {TEXTS.extraDays(a.extraDays)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
        <dt className="text-muted-foreground">{TEXTS.total}</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {formatUsd(total)}
        </dd>
        <dt className="text-muted-foreground">{TEXTS.delivery}</dt>
        <dd className="text-right">{TEXTS.days(days)}</dd>
      </dl>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="text-sm text-muted-foreground">{notice}</p>
      ) : onBuy ? (
        <div className="flex flex-col gap-2">
          <Button disabled={submitting} onClick={() => onBuy({ tierIndex, addOnIndexes: chosen })}>
            {TEXTS.buy(formatUsd(total))}
          </Button>
          <p className="text-xs text-muted-foreground">{TEXTS.buyHint}</p>
        </div>
      ) : null}
    </div>
  );
}
