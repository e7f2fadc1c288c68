import { COLLECTIVE_SKILLS_MAX, type Skill } from '@hireloop/sdk';
import {
  COLLECTIVE_JOIN_POLICIES,
  collectiveCreateSchema,
  formatZodError,
  type CollectiveCreate,
  type CollectiveDetails,
  type CollectiveJoinPolicy,
} from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { SkillsCombobox } from '../forms/skills-combobox';
import { NativeSelect } from '../team/native-select';
import { COLLECTIVE_TEXTS as TEXTS } from './texts';

export type CollectiveFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The collective being edited; absent: a new one. */
  collective?: CollectiveDetails;
  /** Every skill that can be chosen. */
  skills: readonly Skill[];
  /** Called with the parsed values (the sdk's `collectiveCreateSchema`) when they are valid. */
  onSave: (values: CollectiveCreate) => void | Promise<unknown>;
  onCancel?: () => void;
  /** Saving: the button waits. @default false */
  saving?: boolean;
  /** The server's field errors (a slug taken, an unknown skill). */
  serverErrors?: Record<string, string[]>;
  /** Shown above the buttons (the logo field when editing). */
  children?: ReactNode;
};

/**
 * A collective's details (issue 17), presentational: name, address (slug), tagline, about (plain
 * text), skills, rate range and who can join, checked with the sdk's schema before sending; field
 * errors under each field.
 */
export function CollectiveForm({
  collective,
  skills,
  onSave,
  onCancel,
  saving = false,
  serverErrors,
  children,
  className,
  ...props
}: CollectiveFormProps) {
  const id = useId();
  const [values, setValues] = useState({
    name: collective?.name ?? '',
    slug: collective?.slug ?? '',
    tagline: collective?.tagline ?? '',
    about: collective?.about ?? '',
    skills: collective?.skills ?? ([] as number[]),
    rateMin: collective?.rateMin?.toString() ?? '',
    rateMax: collective?.rateMax?.toString() ?? '',
    joinPolicy: (collective?.joinPolicy ?? 'request') as CollectiveJoinPolicy,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = collectiveCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(formatZodError(parsed.error, { input: values }).fieldErrors);
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch {
      // The page shows the failure (field errors come back through `serverErrors`).
    }
  };

  const field = (name: keyof typeof values, label: string, control: ReactNode, hint?: string) => {
    const error = shown[name]?.[0];
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control}
        {hint ? (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const aria = (name: keyof typeof values) =>
    shown[name]?.[0]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};

  return (
    <form
      data-slot="collective-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {field(
        'name',
        TEXTS.name,
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          {...aria('name')}
        />,
      )}
      {field(
        'slug',
        TEXTS.slug,
        <Input
          id={`${id}-slug`}
          value={values.slug}
          autoComplete="off"
          aria-describedby={`${id}-slug-hint`}
          onChange={(e) => set({ slug: e.target.value })}
          {...aria('slug')}
        />,
        TEXTS.slugHint,
      )}
      {field(
        'tagline',
        TEXTS.tagline,
        <Input
          id={`${id}-tagline`}
          value={values.tagline}
          onChange={(e) => set({ tagline: e.target.value })}
          {...aria('tagline')}
        />,
      )}
      {field(
        'about',
        TEXTS.about,
        <Textarea
          id={`${id}-about`}
          rows={5}
          value={values.about}
          onChange={(e) => set({ about: e.target.value })}
          {...aria('about')}
        />,
      )}
      <div className="flex flex-col gap-1.5">
        <SkillsCombobox
          skills={skills}
          value={values.skills}
          onChange={(ids) => set({ skills: ids })}
          max={COLLECTIVE_SKILLS_MAX}
          {...aria('skills')}
        />
        {shown.skills?.[0] ? (
          <p id={`${id}-skills-error`} className="text-sm text-destructive">
            {shown.skills[0]}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'rateMin',
          TEXTS.rateMin,
          <Input
            id={`${id}-rateMin`}
            type="number"
            inputMode="numeric"
            min={0}
            value={values.rateMin}
            onChange={(e) => set({ rateMin: e.target.value })}
            {...aria('rateMin')}
          />,
        )}
        {field(
          'rateMax',
          TEXTS.rateMax,
          <Input
            id={`${id}-rateMax`}
            type="number"
            inputMode="numeric"
            min={0}
            value={values.rateMax}
            onChange={(e) => set({ rateMax: e.target.value })}
            {...aria('rateMax')}
          />,
        )}
      </div>
      {field(
        'joinPolicy',
        TEXTS.joinPolicy,
        <NativeSelect
          id={`${id}-joinPolicy`}
          value={values.joinPolicy}
          onChange={(e) => set({ joinPolicy: e.target.value as CollectiveJoinPolicy })}
        >
          {COLLECTIVE_JOIN_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {TEXTS.policies[policy]}
            </option>
          ))}
        </NativeSelect>,
      )}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? TEXTS.saving : TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
