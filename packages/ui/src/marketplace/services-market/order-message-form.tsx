import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';

export interface OrderMessageFormProps {
  /** The text area's label ("Message", "What should change", "What went wrong"). */
  label: string;
  /** The button's text ("Send delivery", "Request revision", "Open dispute"). */
  submitLabel: string;
  /** The trimmed text. */
  onSubmit: (text: string) => void;
  /**
   * Checks the text before sending (the sdk's schema for the body): the message to show, or
   * undefined when it may go.
   */
  check?: (text: string) => string | undefined;
  onCancel?: () => void;
  cancelLabel?: string;
  submitting?: boolean;
  /** The server's message for the field. */
  fieldError?: string;
  error?: ReactNode;
  /** A note under the form (e.g. how many revisions are left). */
  hint?: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * One text and one button (issue 18): the seller's delivery, the buyer's revision request, either
 * side's dispute. The text is checked with `check` first; its error shows under the field.
 */
export function OrderMessageForm({
  label,
  submitLabel,
  onSubmit,
  check,
  onCancel,
  cancelLabel = 'Cancel',
  submitting = false,
  fieldError,
  error,
  hint,
  variant,
  className,
}: OrderMessageFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [checkError, setCheckError] = useState<string>();
  const message = checkError ?? fieldError;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = check?.(text);
    if (problem) {
      setCheckError(problem);
      return;
    }
    onSubmit(text.trim());
  };
  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Textarea
        id={`${id}-text`}
        rows={4}
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={message || hint ? `${id}-text-note` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setCheckError(undefined);
        }}
      />
      {message ? (
        <p id={`${id}-text-note`} className="text-sm text-destructive">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-text-note`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} disabled={submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
