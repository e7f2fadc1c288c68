import type { CheckinAnswers, CheckinQuestion } from '@hireloop/sdk';
import { checkinAnswersSchema, formatZodError } from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { NativeSelect } from '../team/native-select';
import { CHECKIN_TEXTS as TEXTS } from './texts';

export type CheckinFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The check-in's questions, in order (as they were when it fell due). */
  questions: readonly CheckinQuestion[];
  /** The answers so far (editing a submitted check-in). @default {} */
  initialAnswers?: CheckinAnswers | null;
  /** Called with the answers once they pass the questions' checks. */
  onSubmit: (answers: CheckinAnswers) => void;
  /** The submission is under way: the button waits. @default false */
  submitting?: boolean;
  /** The server's field errors (keyed by question id), shown under their questions. */
  serverErrors?: Record<string, string[]>;
  /** A form-level error (the server refused without field errors). */
  error?: ReactNode;
  /** The submit button's text. @default TEXTS.submit */
  submitLabel?: string;
};

type Values = Record<string, string>;

const toValues = (questions: readonly CheckinQuestion[], answers: CheckinAnswers | null) =>
  Object.fromEntries(questions.map((q) => [q.id, answers?.[q.id]?.toString() ?? ''])) as Values;

/**
 * The form of one check-in, built from its questions (issue 16): a text area for a text question,
 * a number input for a number, a select for a choice. The answers are checked with the sdk's
 * `checkinAnswersSchema(questions)` — the server runs the same — and each error shows under its
 * question. Presentational: it calls `onSubmit` and never fetches.
 */
export function CheckinForm({
  questions,
  initialAnswers = null,
  onSubmit,
  submitting = false,
  serverErrors,
  error,
  submitLabel = TEXTS.submit,
  className,
  ...props
}: CheckinFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => toValues(questions, initialAnswers));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkinAnswersSchema(questions).safeParse(values);
    if (!result.success) {
      setErrors(formatZodError(result.error, { input: values }).fieldErrors);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form
      data-slot="checkin-form"
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {questions.map((question) => {
        const fieldId = `${id}-${question.id}`;
        const messages = shown[question.id] ?? [];
        const errorId = `${fieldId}-error`;
        const common = {
          id: fieldId,
          name: question.id,
          value: values[question.id] ?? '',
          'aria-invalid': messages.length > 0 || undefined,
          'aria-describedby': messages.length ? errorId : undefined,
          'aria-required': question.required || undefined,
        };
        const change = (value: string) => setValues((prev) => ({ ...prev, [question.id]: value }));
        return (
          <div key={question.id} className="flex flex-col gap-1.5" data-slot="checkin-question">
            <Label htmlFor={fieldId}>
              {question.label}
              {question.required ? null : (
                <span className="font-normal text-muted-foreground">{TEXTS.optional}</span>
              )}
            </Label>
            {question.type === 'text' ? (
              <Textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
            ) : question.type === 'number' ? (
              <Input
                {...common}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="max-w-40"
                onChange={(e) => change(e.target.value)}
              />
            ) : (
              <NativeSelect
                {...common}
                className="max-w-72"
                onChange={(e) => change(e.target.value)}
              >
                <option value="">{TEXTS.chooseOne}</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            )}
            {messages.length ? (
              <p id={errorId} className="text-sm text-destructive">
                {messages[0]}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? TEXTS.submitting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
