import {
  DISPUTE_RESOLUTIONS,
  disputeResolutionSchema,
  type DisputeResolution,
  type DisputeResolutionValues,
} from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { NativeRadio } from '../../primitives/native-radio';
import { Textarea } from '../../primitives/textarea';
import { issuesByPath } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface DisputeResolveFormProps {
  onResolve: (values: DisputeResolutionValues) => void;
  submitting?: boolean;
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * An admin's decision on a dispute (issue 18): release the payment to the seller (completed) or
 * refund the buyer (cancelled), with a note both sides see; checked with the sdk's schema.
 */
export function DisputeResolveForm({
  onResolve,
  submitting = false,
  serverErrors,
  error,
  className,
}: DisputeResolveFormProps) {
  const id = useId();
  const [resolution, setResolution] = useState<DisputeResolution | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = disputeResolutionSchema.safeParse({
      resolution: resolution || undefined,
      note,
    });
    if (!result.success) {
      setErrors(issuesByPath(result.error.issues));
      return;
    }
    onResolve(result.data);
  };
  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-3', className)}>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={shown.resolution ? `${id}-resolution-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{TEXTS.decision}</legend>
        {DISPUTE_RESOLUTIONS.map((r) => (
          <label key={r} htmlFor={`${id}-${r}`} className="flex items-center gap-2 text-sm">
            <NativeRadio
              id={`${id}-${r}`}
              name={`${id}-resolution`}
              value={r}
              checked={resolution === r}
              onChange={() => {
                setResolution(r);
                setErrors({});
              }}
            />
            {r === 'complete' ? TEXTS.resolveComplete : TEXTS.resolveRefund}
          </label>
        ))}
        {shown.resolution?.[0] ? (
          <p id={`${id}-resolution-error`} className="text-sm text-destructive">
            {shown.resolution[0]}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{TEXTS.resolutionNote}</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          aria-invalid={shown.note?.length ? true : undefined}
          aria-describedby={shown.note?.length ? `${id}-note-error` : undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors({});
          }}
        />
        {shown.note?.[0] ? (
          <p id={`${id}-note-error`} className="text-sm text-destructive">
            {shown.note[0]}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start">
        {TEXTS.resolve}
      </Button>
    </form>
  );
}
