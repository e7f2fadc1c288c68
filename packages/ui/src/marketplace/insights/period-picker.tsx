import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { INSIGHTS_TEXTS as TEXTS } from './texts';

export interface InsightsPeriodValue {
  from?: string;
  to?: string;
}

const PRESETS = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export type PeriodPickerProps = {
  /** The period shown (`YYYY-MM-DD`, both ends included). */
  from: string;
  to: string;
  /** Today (`YYYY-MM-DD`, UTC): the end of the presets. */
  today: string;
  onChange: (period: InsightsPeriodValue) => void;
  /** The server's field errors of the period (`from`, `to`). */
  errors?: Partial<Record<'from' | 'to', readonly string[]>>;
};

/** The period: presets (last 7, 30, 90 days, 12 months) and a custom from–to with "Apply". */
export function PeriodPicker({ from, to, today, onChange, errors = {} }: PeriodPickerProps) {
  const [draft, setDraft] = useState({ from, to });
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from: draft.from, to: draft.to });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={TEXTS.period}
      className="flex flex-col gap-3 @container rounded-lg border border-border p-3"
    >
      <div role="group" aria-label={TEXTS.period} className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const start = dayBefore(today, days - 1);
          const active = from === start && to === today;
          return (
            <Button
              key={days}
              type="button"
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => onChange({ from: start, to: today })}
            >
              {TEXTS.presets[days]}
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className="flex min-w-36 flex-1 flex-col gap-1">
            <Label htmlFor={`insights-${field}`}>{TEXTS[field]}</Label>
            <Input
              id={`insights-${field}`}
              type="date"
              value={draft[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `insights-${field}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {errors[field] ? (
              <p id={`insights-${field}-error`} className="text-sm text-destructive">
                {errors[field]!.join(' ')}
              </p>
            ) : null}
          </div>
        ))}
        <Button type="submit" variant="secondary">
          {TEXTS.apply}
        </Button>
      </div>
    </form>
  );
}
