import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrorsOf, serverMessage, useSkills, useUpdateProfile } from '@hireloop/hooks';
import type { AccountType } from '@hireloop/sdk';
import {
  BIO_MAX,
  formatZodError,
  HOURLY_RATE_MAX,
  PROFILE_SKILLS_MAX,
  profileUpdateSchema,
  type ProfileUpdateInput,
  type UserProfiling,
} from '@hireloop/sdk/schemas';
import { Button, Skeleton, SkillsCombobox, Textarea } from '@hireloop/ui';
import { ButtonSpinner } from '../auth/ButtonSpinner';
import { FieldShell } from '../auth/FieldShell';
import { TextField } from './TextField';

/** The profile fields a form can show (PATCH /api/user/profiling, sdk profileUpdateSchema). */
export type ProfileField =
  | 'name'
  | 'title'
  | 'bio'
  | 'location'
  | 'hourlyRate'
  | 'profileImage'
  | 'companyName'
  | 'companyLogo'
  | 'skills';

type TextFieldName = Exclude<ProfileField, 'skills'>;

/** The profile fields of each account type (employers: the company; talent: the rate and picture). */
export function profileFieldsFor(accountType: AccountType): TextFieldName[] {
  return accountType === 'employer'
    ? ['companyName', 'companyLogo', 'title', 'bio', 'location']
    : ['title', 'bio', 'location', 'hourlyRate', 'profileImage'];
}

interface FieldSpec {
  label: string;
  type?: 'text' | 'url' | 'number';
  autoComplete?: string;
  placeholder?: string;
  /** Spans both columns from `sm` up. */
  wide?: boolean;
  hint?: (accountType: AccountType) => string | undefined;
}

/** Designed labels and hints (SPEC §3 names the fields, not their texts). */
const FIELDS: Record<TextFieldName, FieldSpec> = {
  name: { label: 'Name', autoComplete: 'name' },
  title: {
    label: 'Title',
    autoComplete: 'organization-title',
    placeholder: 'e.g. Senior product designer',
    hint: (type) =>
      type === 'employer' ? 'Your role at the company.' : 'What you do, in a few words.',
  },
  bio: {
    label: 'Bio',
    wide: true,
    hint: (type) =>
      type === 'employer'
        ? 'What your company does and the people you hire.'
        : 'Your experience and the work you are looking for.',
  },
  location: {
    label: 'Location',
    autoComplete: 'address-level2',
    placeholder: 'e.g. Lisbon, Portugal',
  },
  hourlyRate: {
    label: 'Hourly rate (USD)',
    type: 'number',
    placeholder: 'e.g. 80',
  },
  profileImage: {
    label: 'Profile image URL',
    type: 'url',
    placeholder: 'https://…',
    wide: true,
    hint: () => 'A link to a picture of you. Leave it empty to show your initials.',
  },
  companyName: { label: 'Company name', autoComplete: 'organization' },
  companyLogo: {
    label: 'Company logo URL',
    type: 'url',
    placeholder: 'https://…',
    wide: true,
    hint: () => 'A link to your logo image (optional).',
  },
};

type Values = Record<TextFieldName, string> & { skills: number[] };

/**
 * The fields that take the whole row from `sm` up: the wide ones, and a narrow one with no narrow
 * neighbour to share its row with (narrow fields pair up in order).
 */
function fullRowFields(fields: readonly ProfileField[]): Set<ProfileField> {
  const full = new Set<ProfileField>();
  const narrow = (field: ProfileField | undefined) =>
    field !== undefined && field !== 'skills' && !FIELDS[field].wide;
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index]!;
    if (!narrow(field)) {
      full.add(field);
    } else if (narrow(fields[index + 1])) {
      index += 1; // this one and the next share a row
    } else {
      full.add(field);
    }
  }
  return full;
}

const valuesFrom = (profile: UserProfiling): Values => ({
  name: profile.name,
  title: profile.title ?? '',
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
  profileImage: profile.profileImage ?? '',
  companyName: profile.companyName ?? '',
  companyLogo: profile.companyLogo ?? '',
  skills: [...profile.skills],
});

export interface ProfileFormProps {
  /** The own profile the form starts from (render the form once it has loaded). */
  profile: UserProfiling;
  /** The account type whose hints to show. */
  accountType: AccountType;
  /** The fields, in order. */
  fields: readonly ProfileField[];
  /** The submit button's text. @default 'Save changes' */
  submitLabel?: string;
  /** Buttons placed before the submit button (Back, Skip…). */
  actions?: ReactNode;
  /** Called with the saved profile. */
  onSaved?: (profile: UserProfiling) => void;
  /** Show "Profile saved." after a save (forms that stay on screen). @default true */
  announceSaved?: boolean;
}

/**
 * The own profile's fields, saved with useUpdateProfile (PATCH /api/user/profiling). Checked first
 * with the sdk's profileUpdateSchema (the server's own rule and messages), then the server's 400
 * field errors show under their fields. Only the shown fields are sent; an emptied field clears.
 * Nothing typed is lost on an error.
 */
export function ProfileForm({
  profile,
  accountType,
  fields,
  submitLabel = 'Save changes',
  actions,
  onSaved,
  announceSaved = true,
}: ProfileFormProps) {
  const id = useId();
  const update = useUpdateProfile();
  const [values, setValues] = useState(() => valuesFrom(profile));
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);

  const fullRow = fullRowFields(fields);
  const serverErrors = fieldErrorsOf(update.error);
  const errors = { ...serverErrors, ...clientErrors };
  const strayErrors = Object.entries(errors)
    .filter(([key]) => !fields.includes(key as ProfileField))
    .flatMap(([, messages]) => messages);
  const hasFieldErrors = Object.keys(errors).length > strayErrors.length;
  const formError =
    update.isError && Object.keys(serverErrors).length === 0
      ? (serverMessage(update.error) ?? 'Your profile could not be saved. Try again.')
      : undefined;

  const set = (name: keyof Values, value: string | number[]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setSaved(false);
    setClientErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const input: Record<string, unknown> = {};
    for (const field of fields) input[field] = values[field];
    const checked = profileUpdateSchema.safeParse(input);
    if (!checked.success) {
      setClientErrors(formatZodError(checked.error, { input }).fieldErrors);
      return;
    }
    setClientErrors({});
    update.mutate(input as ProfileUpdateInput, {
      onSuccess: (next) => {
        setValues(valuesFrom(next));
        setSaved(true);
        onSaved?.(next);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={update.isPending} className="grid gap-5">
      {/* items-start: a field with a hint must not stretch its neighbour (label and input pushed apart). */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const fieldId = `${id}-${field}`;
          if (field === 'skills') {
            return (
              <SkillsField
                key={field}
                value={values.skills}
                onChange={(ids) => set('skills', ids)}
                errors={errors.skills}
              />
            );
          }
          const spec = FIELDS[field];
          const hint = spec.hint?.(accountType);
          const wide = fullRow.has(field) ? 'grid gap-2 sm:col-span-2' : 'grid gap-2';
          if (field === 'bio') {
            return (
              <BioField
                key={field}
                id={fieldId}
                label={spec.label}
                hint={hint}
                value={values.bio}
                onChange={(text) => set('bio', text)}
                errors={errors.bio}
              />
            );
          }
          return (
            <TextField
              key={field}
              id={fieldId}
              className={wide}
              label={spec.label}
              hint={hint}
              type={spec.type ?? 'text'}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              {...(field === 'hourlyRate'
                ? { inputMode: 'decimal' as const, min: 0, max: HOURLY_RATE_MAX, step: 'any' }
                : {})}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              errors={errors[field]}
            />
          );
        })}
      </div>

      {formError || strayErrors.length > 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {[formError, ...strayErrors].filter(Boolean).join(' ')}
        </p>
      ) : hasFieldErrors ? (
        <p role="alert" className="text-sm text-destructive">
          Check the highlighted fields.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {announceSaved && saved ? (
          <p role="status" className="text-sm text-success sm:mr-auto">
            Profile saved.
          </p>
        ) : null}
        {actions}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <ButtonSpinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function BioField({
  id,
  label,
  hint,
  value,
  onChange,
  errors,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  errors?: readonly string[];
}) {
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      className="grid gap-2 sm:col-span-2"
    >
      {({ describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={4}
          maxLength={BIO_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

/** The skills catalogue as the ui SkillsCombobox; a skeleton while it loads. */
export function SkillsField({
  value,
  onChange,
  errors,
  label,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  errors?: readonly string[];
  label?: string;
}) {
  const skills = useSkills();
  const errorId = useId();
  return (
    <div className="grid gap-2 sm:col-span-2">
      {skills.isPending ? (
        <div role="status" aria-label="Loading skills" className="grid gap-2">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : skills.isError ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="text-destructive">The skills list could not be loaded.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => void skills.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <SkillsCombobox
          skills={skills.data ?? []}
          value={value}
          onChange={onChange}
          label={label}
          max={PROFILE_SKILLS_MAX}
          invalid={Boolean(errors?.length)}
          aria-describedby={errors?.length ? errorId : undefined}
        />
      )}
      {errors?.length ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
