import {
  applyRateType,
  DURATIONS,
  EMPTY_JOB_REQUEST_FORM,
  EXPERIENCE_LEVELS,
  FIXED_PRICE_LABEL,
  JOB_REQUEST_FORM_FIELDS,
  JOB_REQUEST_SKILLS_MAX,
  JOB_REQUEST_TYPES,
  jobRequestFormSchema,
  LOCATION_TYPES,
  RATE_TYPES,
  type JobRequestForm as JobRequestPayload,
  type JobRequestFormInput,
  type RateType,
  type Skill,
} from '@hireloop/sdk';
import { useEffect, useId, type ComponentProps } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../primitives/form';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group';
import { schemaResolver } from '../../primitives/schema-resolver';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../primitives/select';
import { Spinner } from '../../primitives/spinner';
import { Textarea } from '../../primitives/textarea';
import {
  DURATION_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_REQUEST_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  RATE_TYPE_LABELS,
  RATE_UNIT_LABELS,
} from '../../labels';
import { OptionalSelectField } from './optional-select-field';
import { RateField } from './rate-field';
import { SkillsCombobox } from './skills-combobox';

/** The talent a direct job request goes to (SPEC §3 "selectedTalent"). */
export interface JobRequestTalent {
  id: number;
  name: string;
  /** The talent's profile image; a generated avatar shows without it. */
  image?: string | null;
}

type Values = JobRequestFormInput;

/**
 * The fields the form shows: every field of the sdk's form but the target and its talent (shown
 * as the card above the fields). Server errors for any other key are listed above the buttons.
 */
const SHOWN_FIELDS: readonly string[] = /* @__PURE__ */ JOB_REQUEST_FORM_FIELDS.filter(
  (field) => field !== 'requestTarget' && field !== 'talentId',
);

/** "Minimum rate (USD per hour)": a rate field's label for the chosen rate type. */
const rateLabel = (bound: 'Minimum' | 'Maximum', unit: string | null): string =>
  unit ? `${bound} rate (USD ${unit})` : `${bound} rate (USD)`;

function initialValues(
  defaults: Partial<JobRequestFormInput> | undefined,
  talent: JobRequestTalent | null | undefined,
): Values {
  return {
    ...EMPTY_JOB_REQUEST_FORM,
    ...defaults,
    // A stored deadline may be a timestamp; the date input takes YYYY-MM-DD.
    deadline: defaults?.deadline ? defaults.deadline.slice(0, 10) : '',
    requestTarget: talent ? 'direct' : (defaults?.requestTarget ?? 'public'),
    talentId: talent ? talent.id : (defaults?.talentId ?? ''),
  };
}

export type JobRequestFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** New request or edit of an existing one (SPEC §4). @default 'create' */
  mode?: 'create' | 'edit';
  /** Starting values (an edited request's fields, or a type such as `{ type: 'task' }`). */
  defaultValues?: Partial<JobRequestFormInput>;
  /** The skills to choose from (GET /api/skills). @default [] */
  skills?: readonly Skill[];
  /** Set for a direct request: shown read-only, and the request goes to this talent only. */
  selectedTalent?: JobRequestTalent | null;
  /** A save is in flight: the buttons are disabled and a spinner shows. @default false */
  submitting?: boolean;
  /** A 400's field errors (`fieldErrors`), shown under their fields. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** The valid form as the sdk's `jobRequestFormSchema` outputs it (a fixed price has no maxRate). */
  onSubmit: (values: JobRequestPayload) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
};

/**
 * Every field of a job request (SPEC §3, §5), validated by the sdk's `jobRequestFormSchema` so
 * SPEC §5's messages show under the fields. Choosing the fixed rate type clears the rates
 * (`applyRateType`) and shows one fixed-price field (SPEC §4) instead of minimum and maximum.
 */
export function JobRequestForm({
  mode = 'create',
  defaultValues,
  skills = [],
  selectedTalent,
  submitting = false,
  serverErrors,
  onSubmit,
  onCancel,
  className,
  ...props
}: JobRequestFormProps) {
  const id = useId();
  const form = useForm<Values, unknown, JobRequestPayload>({
    resolver: schemaResolver(jobRequestFormSchema),
    defaultValues: initialValues(defaultValues, selectedTalent),
  });
  const { control, setError, setValue, getValues } = form;
  const rateType = useWatch({ control, name: 'rateType' });
  const unit = rateType ? RATE_UNIT_LABELS[rateType] : null;

  // A 400 from the server: its field errors show under the fields like the schema's own.
  useEffect(() => {
    for (const [name, messages] of Object.entries(serverErrors ?? {})) {
      if (SHOWN_FIELDS.includes(name) && messages.length > 0) {
        setError(name as FieldPath<Values>, { type: 'server', message: messages.join(' ') });
      }
    }
  }, [serverErrors, setError]);
  const otherErrors = Object.entries(serverErrors ?? {}).filter(
    ([name, messages]) => !SHOWN_FIELDS.includes(name) && messages.length > 0,
  );

  const chooseRateType = (next: RateType) => {
    // SPEC §4: choosing fixed clears minRate and maxRate ('' is the inputs' "not set").
    const values = applyRateType(getValues(), next);
    setValue('rateType', values.rateType, { shouldDirty: true });
    setValue('minRate', values.minRate ?? '', { shouldDirty: true });
    setValue('maxRate', values.maxRate ?? '', { shouldDirty: true });
  };

  return (
    <Form {...form}>
      <form
        data-slot="job-request-form"
        noValidate
        aria-busy={submitting}
        onSubmit={form.handleSubmit((values) => onSubmit(values))}
        className={cn('grid gap-5', className)}
        {...props}
      >
        {selectedTalent ? (
          <div className="flex items-center gap-3 rounded-md border border-border bg-muted p-3">
            <GeneratedAvatar
              name={selectedTalent.name}
              src={selectedTalent.image ?? undefined}
              className="size-10"
            />
            <p className="grid text-sm">
              <span className="text-muted-foreground">Direct request to</span>
              <span className="font-medium">{selectedTalent.name}</span>
              <span className="text-muted-foreground">Only this talent will see it.</span>
            </p>
          </div>
        ) : null}

        <FormField
          control={control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input
                  placeholder="e.g. Senior React developer"
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <span id={`${id}-type`} className="text-sm leading-none font-medium">
                Request type
              </span>
              <FormControl>
                <RadioGroup
                  aria-labelledby={`${id}-type`}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-x-6 gap-y-2"
                >
                  {JOB_REQUEST_TYPES.map((type) => (
                    <div key={type} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-type-${type}`} value={type} />
                      <Label htmlFor={`${id}-type-${type}`} className="font-normal">
                        {JOB_REQUEST_TYPE_LABELS[type]}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  placeholder="What needs doing, and what a great candidate brings"
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={control}
            name="rateType"
            render={({ field }) => (
              <FormItem className={rateType === 'fixed' ? undefined : 'sm:col-span-2'}>
                <FormLabel>Rate type</FormLabel>
                <Select
                  value={field.value}
                  onValueChange={(value) => chooseRateType(value as RateType)}
                >
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {RATE_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {RATE_TYPE_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          {rateType === 'fixed' ? (
            <RateField key="fixed" control={control} name="minRate" label={FIXED_PRICE_LABEL} />
          ) : (
            <>
              <RateField
                key="min"
                control={control}
                name="minRate"
                label={rateLabel('Minimum', unit)}
              />
              <RateField control={control} name="maxRate" label={rateLabel('Maximum', unit)} />
            </>
          )}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <OptionalSelectField
            control={control}
            name="locationType"
            label="Work arrangement"
            options={LOCATION_TYPES}
            labels={LOCATION_TYPE_LABELS}
          />
          <FormField
            control={control}
            name="location"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Location</FormLabel>
                <FormControl>
                  <Input placeholder="e.g. Berlin, Germany" {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="department"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Department</FormLabel>
                <FormControl>
                  <Input placeholder="e.g. Engineering" {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <OptionalSelectField
            control={control}
            name="experience"
            label="Experience level"
            options={EXPERIENCE_LEVELS}
            labels={EXPERIENCE_LEVEL_LABELS}
          />
          <OptionalSelectField
            control={control}
            name="duration"
            label="Duration"
            options={DURATIONS}
            labels={DURATION_LABELS}
          />
          <FormField
            control={control}
            name="deadline"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Deadline</FormLabel>
                <FormControl>
                  <Input type="date" {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>

        <FormField
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormControl>
                <SkillsCombobox
                  skills={skills}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  max={JOB_REQUEST_SKILLS_MAX}
                  invalid={fieldState.invalid}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        {otherErrors.length > 0 ? (
          <div role="alert" className="text-sm text-destructive">
            <ul className="grid gap-1">
              {otherErrors.map(([name, messages]) => (
                <li key={name}>{messages.join(' ')}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? <Spinner /> : null}
            {mode === 'edit' ? 'Save changes' : 'Post job request'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
