import {
  EVENT_JOIN_MODES,
  EVENT_MESSAGES,
  EVENT_SKILLS_MAX,
  EVENT_VISIBILITIES,
  eventCreateSchema,
  eventInputSchema,
  formatZodError,
  type EventCreateValues,
  type EventDetails,
  type EventHost,
  type EventJoinMode,
  type EventVisibility,
} from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { SkillsCombobox } from '../forms/skills-combobox';
import { selectClass } from './event-filters';
import { fromLocalInput, toLocalInput } from './format';
import { EVENT_TEXTS as TEXTS } from './texts';

export interface EventFormProps {
  /** The event being edited; absent: a new event (with its host). */
  event?: EventDetails;
  /** Whom the person may host as (create only). */
  hosts?: readonly EventHost[];
  skills?: ReadonlyArray<{ id: number; name: string }>;
  /** The checked values (create: with the host). */
  onSubmit: (values: EventCreateValues) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's field errors. */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const hostKey = (h: EventHost) => `${h.kind}:${h.id ?? ''}`;

/**
 * The event form (issue 17): title, description, start and end (in the person's own time, sent
 * as instants), time zone, online link and/or address, places, visibility, joining, skills, and
 * (new events) the host. Checked with the sdk's schema: field errors show under their fields.
 */
export function EventForm({
  event,
  hosts = [],
  skills = [],
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
  className,
}: EventFormProps) {
  const id = useId();
  const [values, setValues] = useState({
    title: event?.title ?? '',
    description: event?.description ?? '',
    startsAt: event ? toLocalInput(event.startsAt) : '',
    endsAt: event ? toLocalInput(event.endsAt) : '',
    timezone: event?.timezone ?? browserZone(),
    onlineUrl: event?.onlineUrl ?? '',
    address: event?.address ?? '',
    capacity: event?.capacity != null ? String(event.capacity) : '',
    visibility: (event?.visibility ?? 'public') as EventVisibility,
    joinMode: (event?.joinMode ?? 'open') as EventJoinMode,
    skills: event?.skills ?? ([] as number[]),
    host: hosts[0] ? hostKey(hosts[0]) : '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const host = hosts.find((h) => hostKey(h) === values.host);
    const body = {
      title: values.title,
      description: values.description,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
      timezone: values.timezone,
      onlineUrl: values.onlineUrl,
      address: values.address,
      capacity: values.capacity,
      visibility: values.visibility,
      joinMode: values.joinMode,
      skills: values.skills,
      ...(event
        ? {}
        : {
            hostKind: host?.kind,
            hostCollectiveId: host?.kind === 'collective' ? host.id : undefined,
          }),
    };
    const result = (event ? eventInputSchema : eventCreateSchema).safeParse(body);
    if (!result.success) {
      setErrors(formatZodError(result.error).fieldErrors as Record<string, string[]>);
      return;
    }
    onSubmit(body as EventCreateValues);
  };

  const field = (name: string, label: string, input: ReactNode, hint?: string) => {
    const message = shown[name]?.[0];
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {input}
        {message ? (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {message}
          </p>
        ) : hint ? (
          <p id={`${id}-${name}-error`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };
  const aria = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown[name]?.length ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
  });

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      {!event && hosts.length > 0
        ? field(
            'hostKind',
            TEXTS.hostAs,
            <select
              {...aria('hostKind')}
              className={selectClass}
              value={values.host}
              onChange={(e) => set({ host: e.target.value })}
            >
              {hosts.map((h) => (
                <option key={hostKey(h)} value={hostKey(h)}>
                  {h.name}
                </option>
              ))}
            </select>,
          )
        : null}
      {field(
        'title',
        TEXTS.title,
        <Input
          {...aria('title')}
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
        />,
      )}
      {field(
        'description',
        TEXTS.descriptionLabel,
        <Textarea
          {...aria('description')}
          rows={4}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'startsAt',
          TEXTS.startsAt,
          <Input
            {...aria('startsAt')}
            type="datetime-local"
            value={values.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />,
        )}
        {field(
          'endsAt',
          TEXTS.endsAt,
          <Input
            {...aria('endsAt')}
            type="datetime-local"
            value={values.endsAt}
            onChange={(e) => set({ endsAt: e.target.value })}
          />,
        )}
      </div>
      {field(
        'timezone',
        TEXTS.timezone,
        <Input
          {...aria('timezone')}
          value={values.timezone}
          onChange={(e) => set({ timezone: e.target.value })}
        />,
      )}
      {field(
        'onlineUrl',
        TEXTS.onlineUrl,
        <Input
          {...aria('onlineUrl')}
          type="url"
          value={values.onlineUrl}
          onChange={(e) => set({ onlineUrl: e.target.value })}
        />,
      )}
      {field(
        'address',
        TEXTS.addressLabel,
        <Input
          {...aria('address')}
          value={values.address}
          onChange={(e) => set({ address: e.target.value })}
        />,
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          'capacity',
          TEXTS.capacity,
          <Input
            {...aria('capacity')}
            inputMode="numeric"
            value={values.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
          />,
          TEXTS.capacityHint,
        )}
        {field(
          'visibility',
          TEXTS.visibility,
          <select
            {...aria('visibility')}
            className={selectClass}
            value={values.visibility}
            onChange={(e) => set({ visibility: e.target.value as EventVisibility })}
          >
            {EVENT_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {TEXTS.visibilities[v]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'joinMode',
          TEXTS.joinMode,
          <select
            {...aria('joinMode')}
            className={selectClass}
            value={values.joinMode}
            onChange={(e) => set({ joinMode: e.target.value as EventJoinMode })}
          >
            {EVENT_JOIN_MODES.map((m) => (
              <option key={m} value={m}>
                {TEXTS.joinModes[m]}
              </option>
            ))}
          </select>,
        )}
      </div>
      {skills.length
        ? field(
            'skills',
            TEXTS.skills,
            <SkillsCombobox
              {...aria('skills')}
              showLabel={false}
              label={TEXTS.skills}
              skills={skills}
              value={values.skills}
              max={EVENT_SKILLS_MAX}
              maxMessage={EVENT_MESSAGES.skillsTooMany}
              onChange={(ids) => set({ skills: ids })}
            />,
          )
        : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {event ? TEXTS.save : TEXTS.create}
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
