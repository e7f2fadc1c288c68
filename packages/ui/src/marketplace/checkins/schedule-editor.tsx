import { DEFAULT_CHECKIN_QUESTIONS } from '@hireloop/sdk';
import {
  CADENCE_KINDS,
  CHECKIN_QUESTIONS_MAX,
  QUESTION_TYPES,
  WEEKDAYS,
  formatZodError,
  scheduleInputSchema,
  type CadenceKind,
  type CheckinSchedule,
  type QuestionType,
  type ScheduleInput,
  type Weekday,
} from '@hireloop/sdk/schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { NativeSelect } from '../team/native-select';
import { CHECKIN_TEXTS as TEXTS } from './texts';

export type ScheduleEditorProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The schedule as saved, or null for a new one (weekly on Monday at 09:00, the defaults). */
  schedule: CheckinSchedule | null;
  /** The time zone of a new schedule. @default the browser's */
  defaultTimezone?: string;
  /** Called with the schedule once it passes `scheduleInputSchema`. */
  onSubmit: (schedule: ScheduleInput) => void;
  submitting?: boolean;
  /** The server's field errors (`weekdays`, `time`, `timezone`, `questions`…). */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
};

interface QuestionDraft {
  id: string;
  label: string;
  type: QuestionType;
  required: boolean;
  blocker: boolean;
  options: string;
}

const browserTimezone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const drafts = (schedule: CheckinSchedule | null): QuestionDraft[] =>
  (schedule?.questions ?? DEFAULT_CHECKIN_QUESTIONS).map((q) => ({
    ...q,
    options: q.options.join('\n'),
  }));

/** A key no question of `questions` has: q1, q2… */
const freshId = (questions: readonly QuestionDraft[]) => {
  for (let n = questions.length + 1; ; n++) {
    const id = `q${n}`;
    if (!questions.some((q) => q.id === id)) return id;
  }
};

/**
 * The schedule of an engagement's check-ins (issue 16), presentational: weekly on chosen days or
 * every N days, the local time and time zone, and the questions (text, type, required, a blocker
 * question, a choice's options). Checked with the sdk's `scheduleInputSchema`; errors show under
 * their fields.
 */
export function ScheduleEditor({
  schedule,
  defaultTimezone = browserTimezone(),
  onSubmit,
  submitting = false,
  serverErrors,
  error,
  className,
  ...props
}: ScheduleEditorProps) {
  const id = useId();
  const [cadence, setCadence] = useState<CadenceKind>(schedule?.cadence ?? 'weekly');
  const [weekdays, setWeekdays] = useState<Weekday[]>(schedule?.weekdays ?? ['mon']);
  const [everyDays, setEveryDays] = useState(String(schedule?.everyDays ?? 7));
  const [time, setTime] = useState(schedule?.time ?? '09:00');
  const [timezone, setTimezone] = useState(schedule?.timezone ?? defaultTimezone);
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => drafts(schedule));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };

  const edit = (index: number, change: Partial<QuestionDraft>) =>
    setQuestions((prev) => prev.map((q, i) => (i === index ? { ...q, ...change } : q)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      cadence,
      weekdays: cadence === 'weekly' ? weekdays : [],
      everyDays,
      time,
      timezone: timezone.trim(),
      questions: questions.map(({ options, ...q }) => ({
        ...q,
        options:
          q.type === 'choice'
            ? options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean)
            : [],
        blocker: q.type === 'text' && q.blocker,
      })),
    };
    const result = scheduleInputSchema.safeParse(input);
    if (!result.success) {
      setErrors(formatZodError(result.error, { input }).fieldErrors);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  const fieldError = (field: string) =>
    shown[field]?.length ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {shown[field]![0]}
      </p>
    ) : null;
  const described = (field: string) =>
    shown[field]?.length
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
      : {};

  return (
    <form
      data-slot="schedule-editor"
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{TEXTS.cadence}</legend>
        {CADENCE_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-cadence`}
              value={kind}
              checked={cadence === kind}
              onChange={() => setCadence(kind)}
              className="size-4 accent-primary"
            />
            {TEXTS.cadences[kind]}
          </label>
        ))}
      </fieldset>
      {cadence === 'weekly' ? (
        <fieldset className="flex flex-col gap-2" {...described('weekdays')}>
          <legend className="mb-1 text-sm font-medium">{TEXTS.days}</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <div key={day} className="flex items-center gap-1.5">
                <Checkbox
                  id={`${id}-${day}`}
                  checked={weekdays.includes(day)}
                  onCheckedChange={(checked) =>
                    setWeekdays((prev) =>
                      checked === true
                        ? WEEKDAYS.filter((d) => d === day || prev.includes(d))
                        : prev.filter((d) => d !== day),
                    )
                  }
                />
                <Label htmlFor={`${id}-${day}`}>{TEXTS.weekdays[day]}</Label>
              </div>
            ))}
          </div>
          {fieldError('weekdays')}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-every`}>{TEXTS.everyDays}</Label>
          <Input
            id={`${id}-every`}
            type="number"
            min={1}
            inputMode="numeric"
            className="max-w-28"
            value={everyDays}
            onChange={(e) => setEveryDays(e.target.value)}
            {...described('everyDays')}
          />
          {fieldError('everyDays')}
        </div>
      )}
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>{TEXTS.time}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            className="w-32"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            {...described('time')}
          />
          {fieldError('time')}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-tz`}>{TEXTS.timezone}</Label>
          <Input
            id={`${id}-tz`}
            className="max-w-64"
            autoComplete="off"
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
            {...described('timezone')}
          />
          {fieldError('timezone')}
        </div>
      </div>
      <fieldset className="flex flex-col gap-3" {...described('questions')}>
        <legend className="mb-1 text-sm font-medium">{TEXTS.questions}</legend>
        {questions.map((question, index) => {
          const qid = `${id}-q${index}`;
          return (
            <div
              key={question.id}
              data-slot="schedule-question"
              className="flex flex-col gap-2 rounded-md border p-3"
            >
              <div className="flex items-end gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <Label htmlFor={`${qid}-label`}>{TEXTS.question(index + 1)}</Label>
                  <Input
                    id={`${qid}-label`}
                    value={question.label}
                    onChange={(e) => edit(index, { label: e.target.value })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={TEXTS.removeQuestion(index + 1)}
                  disabled={questions.length === 1}
                  onClick={() => setQuestions((prev) => prev.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="flex flex-wrap items-center gap-4">
                <div className="flex items-center gap-2">
                  <Label htmlFor={`${qid}-type`}>{TEXTS.questionType}</Label>
                  <NativeSelect
                    id={`${qid}-type`}
                    className="w-32"
                    value={question.type}
                    onChange={(e) => edit(index, { type: e.target.value as QuestionType })}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TEXTS.questionTypes[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex items-center gap-1.5">
                  <Checkbox
                    id={`${qid}-required`}
                    checked={question.required}
                    onCheckedChange={(checked) => edit(index, { required: checked === true })}
                  />
                  <Label htmlFor={`${qid}-required`}>{TEXTS.required}</Label>
                </div>
                {question.type === 'text' ? (
                  <div className="flex items-center gap-1.5">
                    <Checkbox
                      id={`${qid}-blocker`}
                      checked={question.blocker}
                      onCheckedChange={(checked) => edit(index, { blocker: checked === true })}
                    />
                    <Label htmlFor={`${qid}-blocker`}>{TEXTS.blockerQuestion}</Label>
                  </div>
                ) : null}
              </div>
              {question.type === 'choice' ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${qid}-options`}>{TEXTS.options}</Label>
                  <Textarea
                    id={`${qid}-options`}
                    rows={3}
                    value={question.options}
                    onChange={(e) => edit(index, { options: e.target.value })}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        {fieldError('questions')}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={questions.length >= CHECKIN_QUESTIONS_MAX}
            onClick={() =>
              setQuestions((prev) => [
                ...prev,
                {
                  id: freshId(prev),
                  label: '',
                  type: 'text',
                  required: false,
                  blocker: false,
                  options: '',
                },
              ])
            }
          >
            <Plus aria-hidden="true" />
            {TEXTS.addQuestion}
          </Button>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? TEXTS.saving : TEXTS.saveSchedule}
        </Button>
      </div>
    </form>
  );
}
