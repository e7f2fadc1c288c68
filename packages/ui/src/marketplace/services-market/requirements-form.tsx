import { MARKETPLACE_MESSAGES, orderRequirementsSchema } from '@hireloop/sdk/schemas';
import type { OrderDetails } from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { issuesByPath } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface RequirementsFormProps {
  /** The service's requirement questions, as the order was bought. */
  questions: OrderDetails['questions'];
  /** The answers, one per question in order ('' for an optional one left blank). */
  onSubmit: (answers: string[]) => void;
  submitting?: boolean;
  /** The server's field errors (`answers.N`, `answers`). */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * The buyer's answers to the requirement questions (issue 18): one text area per question,
 * required ones checked before sending (the sdk's schema for lengths; the server checks again).
 * With no questions, one button starts the delivery clock.
 */
export function RequirementsForm({
  questions,
  onSubmit,
  submitting = false,
  serverErrors,
  error,
  className,
}: RequirementsFormProps) {
  const id = useId();
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = orderRequirementsSchema.safeParse({ answers });
    const found = result.success ? {} : issuesByPath(result.error.issues);
    questions.forEach((q, i) => {
      if (q.required && !answers[i]?.trim())
        found[`answers.${i}`] ??= [MARKETPLACE_MESSAGES.answerRequired];
    });
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    onSubmit(answers.map((a) => a.trim()));
  };

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      {questions.length === 0 ? <p className="text-sm">{TEXTS.noQuestions}</p> : null}
      {questions.map((q, i) => {
        const message = shown[`answers.${i}`]?.[0];
        return (
          <div key={i} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-answer-${i}`} className="break-words whitespace-pre-wrap">
              {q.text}
              {q.required ? null : (
                <span className="font-normal text-muted-foreground"> ({TEXTS.optional})</span>
              )}
            </Label>
            <Textarea
              id={`${id}-answer-${i}`}
              rows={3}
              value={answers[i] ?? ''}
              required={q.required}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-answer-${i}-error` : undefined}
              onChange={(e) => {
                const value = e.target.value;
                setAnswers((list) => list.map((a, j) => (j === i ? value : a)));
                setErrors({});
              }}
            />
            {message ? (
              <p id={`${id}-answer-${i}-error`} className="text-sm text-destructive">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      {shown.answers?.[0] ? <p className="text-sm text-destructive">{shown.answers[0]}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start">
        {TEXTS.actions.submit_requirements}
      </Button>
    </form>
  );
}
