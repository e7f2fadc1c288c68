import {
  formatZodError,
  LIBRARY_AUDIENCES,
  LIBRARY_MESSAGES,
  LIBRARY_SKILLS_MAX,
  LIBRARY_KINDS,
  LIBRARY_PLANS,
  libraryResourceInputSchema,
  type LibraryAudience,
  type LibraryKind,
  type LibraryPlan,
  type LibraryResource,
  type LibraryResourceInputValues,
} from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { SkillsCombobox } from '../forms/skills-combobox';
import { selectClass } from '../events/event-filters';
import { LIBRARY_TEXTS as TEXTS } from './texts';

export interface LibraryResourceFormProps {
  /** The resource being edited (an admin reads its body); absent: a new one. */
  resource?: LibraryResource;
  /** The skills to tag it with (id and name). */
  skills?: ReadonlyArray<{ id: number; name: string }>;
  onSubmit: (values: LibraryResourceInputValues) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's field errors. */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * The admins' resource form (issue 18): title, kind, audience, required plan, summary, the
 * Markdown body and the video link. Checked with the sdk's schema: field errors under their
 * fields.
 */
export function LibraryResourceForm({
  resource,
  skills = [],
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
  className,
}: LibraryResourceFormProps) {
  const id = useId();
  const [values, setValues] = useState({
    title: resource?.title ?? '',
    kind: (resource?.kind ?? 'guide') as LibraryKind,
    audience: (resource?.audience ?? 'all') as LibraryAudience,
    requiredPlan: (resource?.requiredPlan ?? 'none') as LibraryPlan,
    summary: resource?.summary ?? '',
    body: resource?.body ?? '',
    videoUrl: resource?.videoUrl ?? '',
    skills: resource?.skills ?? ([] as number[]),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: LibraryResourceInputValues = { ...values };
    const result = libraryResourceInputSchema.safeParse(body);
    if (!result.success) {
      setErrors(formatZodError(result.error).fieldErrors as Record<string, string[]>);
      return;
    }
    onSubmit(body);
  };

  const field = (name: string, label: string, input: ReactNode, hint?: string) => {
    const message = shown[name]?.[0];
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {input}
        {message ? (
          <p id={`${id}-${name}-note`} className="text-sm text-destructive">
            {message}
          </p>
        ) : hint ? (
          <p id={`${id}-${name}-note`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };
  const aria = (name: string, described = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown[name]?.length ? true : undefined,
    'aria-describedby': shown[name]?.length || described ? `${id}-${name}-note` : undefined,
  });
  const select = <T extends string>(
    name: 'kind' | 'audience' | 'requiredPlan',
    label: string,
    options: readonly T[],
    names: Record<T, string>,
  ) =>
    field(
      name,
      label,
      <select
        {...aria(name)}
        className={selectClass}
        value={values[name]}
        onChange={(e) => set({ [name]: e.target.value } as Partial<typeof values>)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>,
    );

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      {field(
        'title',
        TEXTS.title,
        <Input
          {...aria('title')}
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
        />,
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {select('kind', TEXTS.kind, LIBRARY_KINDS, TEXTS.kinds)}
        {select('audience', TEXTS.audience, LIBRARY_AUDIENCES, TEXTS.audiences)}
        {select('requiredPlan', TEXTS.requiredPlan, LIBRARY_PLANS, TEXTS.planFilter)}
      </div>
      {field(
        'summary',
        TEXTS.summary,
        <Input
          {...aria('summary', true)}
          value={values.summary}
          onChange={(e) => set({ summary: e.target.value })}
        />,
        TEXTS.summaryHint,
      )}
      {field(
        'videoUrl',
        TEXTS.videoUrl,
        <Input
          {...aria('videoUrl')}
          type="url"
          inputMode="url"
          value={values.videoUrl}
          onChange={(e) => set({ videoUrl: e.target.value })}
        />,
      )}
      {skills.length > 0
        ? field(
            'skills',
            TEXTS.skills,
            <SkillsCombobox
              {...aria('skills', true)}
              showLabel={false}
              label={TEXTS.skills}
              skills={skills}
              value={values.skills}
              max={LIBRARY_SKILLS_MAX}
              maxMessage={LIBRARY_MESSAGES.skillsTooMany}
              onChange={(ids) => set({ skills: ids })}
            />,
            TEXTS.skillsHint(),
          )
        : null}
      {field(
        'body',
        TEXTS.body,
        <Textarea
          {...aria('body', true)}
          rows={12}
          className="font-mono text-sm"
          value={values.body}
          onChange={(e) => set({ body: e.target.value })}
        />,
        TEXTS.bodyHint,
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {TEXTS.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
