import {
  MARKETPLACE_MESSAGES,
  SERVICE_ADDONS_MAX,
  SERVICE_QUESTIONS_MAX,
  SERVICE_SKILLS_MAX,
  SERVICE_TIERS_MAX,
  SERVICE_TIERS_MIN,
  serviceCreateSchema,
  serviceInputSchema,
  type ServiceCreateValues,
  type ServiceDetails,
  type ServiceSellerOption,
} from '@hireloop/sdk/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { SkillsCombobox } from '../forms/skills-combobox';
import { issuesByPath, selectClass } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface ServiceFormProps {
  /** The service being edited; absent: a new service (with whom it is sold as). */
  service?: ServiceDetails;
  /** Whom the person may sell as (create only): themself and collectives they manage. */
  sellers?: readonly ServiceSellerOption[];
  skills?: ReadonlyArray<{ id: number; name: string }>;
  /** The checked values (create: with the seller). */
  onSubmit: (values: ServiceCreateValues) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's field errors (by top-level field: `title`, `tiers`, …). */
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

interface TierRow {
  name: string;
  description: string;
  price: string;
  deliveryDays: string;
  revisions: string;
}
interface AddOnRow {
  name: string;
  price: string;
  extraDays: string;
}
interface QuestionRow {
  text: string;
  required: boolean;
}

const emptyTier = (): TierRow => ({
  name: '',
  description: '',
  price: '',
  deliveryDays: '',
  revisions: '1',
});
const sellerKey = (s: Pick<ServiceSellerOption, 'kind' | 'id'>) => `${s.kind}:${s.id}`;

/**
 * The service form (issue 18): title, description, skills; one to three tiers (name, what it
 * includes, price, delivery days, revisions); add-ons (name, price, extra days); requirement
 * questions (required or optional); for a new service, whom it is sold as. Checked with the sdk's
 * `serviceCreateSchema` / `serviceInputSchema`: each error shows under its own field.
 */
export function ServiceForm({
  service,
  sellers = [],
  skills = [],
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
  className,
}: ServiceFormProps) {
  const id = useId();
  const [title, setTitle] = useState(service?.title ?? '');
  const [description, setDescription] = useState(service?.description ?? '');
  const [skillIds, setSkillIds] = useState<number[]>(service?.skills ?? []);
  const [seller, setSeller] = useState(sellers[0] ? sellerKey(sellers[0]) : '');
  const [tiers, setTiers] = useState<TierRow[]>(
    service?.tiers.map((t) => ({
      name: t.name,
      description: t.description,
      price: String(t.price),
      deliveryDays: String(t.deliveryDays),
      revisions: String(t.revisions),
    })) ?? [emptyTier()],
  );
  const [addOns, setAddOns] = useState<AddOnRow[]>(
    service?.addOns.map((a) => ({
      name: a.name,
      price: String(a.price),
      extraDays: String(a.extraDays),
    })) ?? [],
  );
  const [questions, setQuestions] = useState<QuestionRow[]>(service?.questions ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown: Record<string, string[] | undefined> = { ...serverErrors, ...errors };
  const touched = () => setErrors({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = sellers.find((s) => sellerKey(s) === seller);
    const body = {
      title,
      description,
      skills: skillIds,
      tiers,
      addOns,
      questions,
      ...(service
        ? {}
        : {
            sellerKind: chosen?.kind ?? 'talent',
            collectiveId: chosen?.kind === 'collective' ? chosen.id : undefined,
          }),
    };
    const result = (service ? serviceInputSchema : serviceCreateSchema).safeParse(body);
    if (!result.success) {
      setErrors(issuesByPath(result.error.issues));
      return;
    }
    onSubmit(result.data as ServiceCreateValues);
  };

  const note = (key: string, hint?: string) => {
    const message = shown[key]?.[0];
    if (message)
      return (
        <p id={`${id}-${key}-note`} className="text-sm text-destructive">
          {message}
        </p>
      );
    return hint ? (
      <p id={`${id}-${key}-note`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    ) : null;
  };
  const aria = (key: string, hint = false) => ({
    id: `${id}-${key}`,
    'aria-invalid': shown[key]?.length ? true : undefined,
    'aria-describedby': shown[key]?.length || hint ? `${id}-${key}-note` : undefined,
  });
  const field = (key: string, label: string, input: ReactNode, hint?: string) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      {input}
      {note(key, hint)}
    </div>
  );
  const setTier = (index: number, patch: Partial<TierRow>) => {
    setTiers((list) => list.map((t, i) => (i === index ? { ...t, ...patch } : t)));
    touched();
  };
  const setAddOn = (index: number, patch: Partial<AddOnRow>) => {
    setAddOns((list) => list.map((a, i) => (i === index ? { ...a, ...patch } : a)));
    touched();
  };
  const setQuestion = (index: number, patch: Partial<QuestionRow>) => {
    setQuestions((list) => list.map((q, i) => (i === index ? { ...q, ...patch } : q)));
    touched();
  };
  const digits = (value: string) => value.replace(/[^\d]/g, '');

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-5', className)}>
      {!service && sellers.length > 1
        ? field(
            'collectiveId',
            TEXTS.sellAs,
            <select
              {...aria('collectiveId')}
              className={selectClass}
              value={seller}
              onChange={(e) => {
                setSeller(e.target.value);
                touched();
              }}
            >
              {sellers.map((s) => (
                <option key={sellerKey(s)} value={sellerKey(s)}>
                  {s.kind === 'talent' ? `${TEXTS.sellAsSelf} (${s.name})` : s.name}
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
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            touched();
          }}
        />,
      )}
      {field(
        'description',
        TEXTS.description,
        <Textarea
          {...aria('description')}
          rows={5}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            touched();
          }}
        />,
      )}
      {skills.length
        ? field(
            'skills',
            TEXTS.skills,
            <SkillsCombobox
              {...aria('skills')}
              showLabel={false}
              label={TEXTS.skills}
              skills={skills}
              value={skillIds}
              max={SERVICE_SKILLS_MAX}
              maxMessage={MARKETPLACE_MESSAGES.skillsTooMany}
              onChange={(ids) => {
                setSkillIds(ids);
                touched();
              }}
            />,
          )
        : null}

      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={shown.tiers ? `${id}-tiers-note` : undefined}
      >
        <legend className="mb-1 text-base font-semibold">{TEXTS.tiers}</legend>
        {tiers.map((tier, index) => (
          <fieldset key={index} className="flex flex-col gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{TEXTS.tier(index + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {field(
                `tiers.${index}.name`,
                TEXTS.tierName,
                <Input
                  {...aria(`tiers.${index}.name`)}
                  value={tier.name}
                  onChange={(e) => setTier(index, { name: e.target.value })}
                />,
              )}
              {field(
                `tiers.${index}.price`,
                TEXTS.price,
                <Input
                  {...aria(`tiers.${index}.price`)}
                  inputMode="numeric"
                  value={tier.price}
                  onChange={(e) => setTier(index, { price: digits(e.target.value) })}
                />,
              )}
              {field(
                `tiers.${index}.deliveryDays`,
                TEXTS.deliveryDaysLabel,
                <Input
                  {...aria(`tiers.${index}.deliveryDays`)}
                  inputMode="numeric"
                  value={tier.deliveryDays}
                  onChange={(e) => setTier(index, { deliveryDays: digits(e.target.value) })}
                />,
              )}
              {field(
                `tiers.${index}.revisions`,
                TEXTS.revisionsLabel,
                <Input
                  {...aria(`tiers.${index}.revisions`)}
                  inputMode="numeric"
                  value={tier.revisions}
                  onChange={(e) => setTier(index, { revisions: digits(e.target.value) })}
                />,
              )}
            </div>
            {field(
              `tiers.${index}.description`,
              TEXTS.tierDescription,
              <Textarea
                {...aria(`tiers.${index}.description`)}
                rows={2}
                value={tier.description}
                onChange={(e) => setTier(index, { description: e.target.value })}
              />,
            )}
            {tiers.length > SERVICE_TIERS_MIN ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => {
                  setTiers((list) => list.filter((_, i) => i !== index));
                  touched();
                }}
              >
                {TEXTS.removeTier(index + 1)}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {note('tiers')}
        {tiers.length < SERVICE_TIERS_MAX ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => {
              setTiers((list) => [...list, emptyTier()]);
              touched();
            }}
          >
            {TEXTS.addTier}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">{TEXTS.addOns}</legend>
        {addOns.map((addOn, index) => (
          <fieldset key={index} className="flex flex-col gap-2 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">{TEXTS.addOn(index + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem]">
              {field(
                `addOns.${index}.name`,
                TEXTS.addOnName,
                <Input
                  {...aria(`addOns.${index}.name`)}
                  value={addOn.name}
                  onChange={(e) => setAddOn(index, { name: e.target.value })}
                />,
              )}
              {field(
                `addOns.${index}.price`,
                TEXTS.addOnPrice,
                <Input
                  {...aria(`addOns.${index}.price`)}
                  inputMode="numeric"
                  value={addOn.price}
                  onChange={(e) => setAddOn(index, { price: digits(e.target.value) })}
                />,
              )}
              {field(
                `addOns.${index}.extraDays`,
                TEXTS.addOnDays,
                <Input
                  {...aria(`addOns.${index}.extraDays`)}
                  inputMode="numeric"
                  value={addOn.extraDays}
                  onChange={(e) => setAddOn(index, { extraDays: digits(e.target.value) })}
                />,
              )}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => {
                setAddOns((list) => list.filter((_, i) => i !== index));
                touched();
              }}
            >
              {TEXTS.removeAddOn(index + 1)}
            </Button>
          </fieldset>
        ))}
        {note('addOns')}
        {addOns.length < SERVICE_ADDONS_MAX ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => {
              setAddOns((list) => [...list, { name: '', price: '', extraDays: '0' }]);
              touched();
            }}
          >
            {TEXTS.addAddOn}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">{TEXTS.questions}</legend>
        <p className="text-sm text-muted-foreground">{TEXTS.questionsHint}</p>
        {questions.map((question, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-lg border p-3">
            {field(
              `questions.${index}.text`,
              TEXTS.question(index + 1),
              <Textarea
                {...aria(`questions.${index}.text`)}
                rows={2}
                value={question.text}
                onChange={(e) => setQuestion(index, { text: e.target.value })}
              />,
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={question.required}
                  onChange={(e) => setQuestion(index, { required: e.target.checked })}
                  className="size-4 accent-primary"
                />
                {TEXTS.required}
              </label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setQuestions((list) => list.filter((_, i) => i !== index));
                  touched();
                }}
              >
                {TEXTS.removeQuestion(index + 1)}
              </Button>
            </div>
          </div>
        ))}
        {note('questions')}
        {questions.length < SERVICE_QUESTIONS_MAX ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => {
              setQuestions((list) => [...list, { text: '', required: true }]);
              touched();
            }}
          >
            {TEXTS.addQuestion}
          </Button>
        ) : null}
      </fieldset>

      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {service ? TEXTS.save : TEXTS.createDraft}
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
