import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '@hireloop/hooks';
import {
  STICKY_MESSAGE_AUDIENCES,
  STICKY_MESSAGE_BODY_MAX,
  STICKY_MESSAGE_LEVELS,
  stickyMessageInputSchema,
  stickyMessageUpdateSchema,
  type AdminStickyMessage,
  type StickyMessageAudience,
  type StickyMessageInput,
  type StickyMessageLevel,
  type StickyMessageUpdate,
} from '@hireloop/sdk/schemas';
import {
  Button,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Spinner,
  Textarea,
  schemaResolver,
  setServerFieldErrors,
} from '@hireloop/ui';
import { AUDIENCE_LABELS, LEVEL_LABELS } from './stickyText';

/** Longest title (the sdk schema's limit). */
const TITLE_MAX = 200;

export interface StickyFormValues {
  title: string;
  body: string;
  level: StickyMessageLevel;
  audience: StickyMessageAudience;
  /** A `datetime-local` value in the admin's time zone, or '' for no end. */
  endsAt: string;
}

const FIELDS = ['title', 'body', 'level', 'audience', 'endsAt'] as const;

/** The `datetime-local` value becomes an ISO timestamp; blank stays blank (no end). */
const toInput = (values: StickyFormValues) => {
  const time = values.endsAt ? new Date(values.endsAt) : null;
  return {
    ...values,
    endsAt: time === null ? '' : Number.isNaN(time.getTime()) ? values.endsAt : time.toISOString(),
  };
};

const createResolver = schemaResolver<StickyFormValues, StickyMessageInput>(
  stickyMessageInputSchema,
  toInput,
);
const updateResolver = schemaResolver<StickyFormValues, StickyMessageUpdate>(
  stickyMessageUpdateSchema,
  toInput,
);

/** An ISO timestamp as a `datetime-local` value in the reader's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface StickyMessageFormProps {
  /** The message being edited; none to create one. */
  message?: AdminStickyMessage;
  /** Saves; resolves when the server has answered (rejects with its error). */
  onSave: (values: StickyMessageInput | StickyMessageUpdate) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  /** The server's message for a refusal that is not about one field. */
  error?: string | null;
}

/** Title, body, level, audience and an optional end, validated with the sdk's schemas. */
export function StickyMessageForm({
  message,
  onSave,
  onCancel,
  pending,
  error,
}: StickyMessageFormProps) {
  const levelId = useId();
  const audienceId = useId();
  const form = useForm<StickyFormValues, unknown, StickyMessageInput | StickyMessageUpdate>({
    resolver: message ? updateResolver : createResolver,
    defaultValues: {
      title: message?.title ?? '',
      body: message?.body ?? '',
      level: message?.level ?? 'info',
      audience: message?.audience ?? 'all',
      endsAt: toLocalInput(message?.endsAt ?? null),
    },
  });

  const submit = (values: StickyMessageInput | StickyMessageUpdate) =>
    onSave(values).catch((failure: unknown) => {
      setServerFieldErrors(form.setError, fieldErrorsOf(failure), FIELDS);
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input {...field} maxLength={TITLE_MAX} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="body"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea {...field} rows={4} maxLength={STICKY_MESSAGE_BODY_MAX} />
              </FormControl>
              <FormDescription>Plain text; line breaks are kept.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="level"
          render={({ field }) => (
            <FormItem>
              <FormLabel id={levelId}>Level</FormLabel>
              <FormControl>
                <RadioGroup
                  aria-labelledby={levelId}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-4"
                >
                  {STICKY_MESSAGE_LEVELS.map((level) => (
                    <span key={level} className="flex items-center gap-2">
                      <RadioGroupItem value={level} id={`${levelId}-${level}`} />
                      <Label htmlFor={`${levelId}-${level}`} className="font-normal">
                        {LEVEL_LABELS[level]}
                      </Label>
                    </span>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="audience"
          render={({ field }) => (
            <FormItem>
              <FormLabel id={audienceId}>Audience</FormLabel>
              <FormControl>
                <RadioGroup
                  aria-labelledby={audienceId}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-4"
                >
                  {STICKY_MESSAGE_AUDIENCES.map((audience) => (
                    <span key={audience} className="flex items-center gap-2">
                      <RadioGroupItem value={audience} id={`${audienceId}-${audience}`} />
                      <Label htmlFor={`${audienceId}-${audience}`} className="font-normal">
                        {AUDIENCE_LABELS[audience]}
                      </Label>
                    </span>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormDescription>
                Employers and Talent follow the account type people act as.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ends at (optional)</FormLabel>
              <FormControl>
                <Input {...field} type="datetime-local" className="w-auto" />
              </FormControl>
              <FormDescription>
                Your local time. Leave it empty to show the message until you retire it.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner size="sm" aria-hidden="true" /> : null}
            {message ? 'Save changes' : 'Publish message'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
