import { webOriginOf } from '@hireloop/sdk';
import { ORIGIN_MAX, PARTNER_NAME_MAX, PARTNER_ORIGINS_MAX } from '@hireloop/sdk/constants';
import { partnerInputSchema, type Partner, type PartnerInput } from '@hireloop/sdk/schemas';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { PARTNER_TEXTS as TEXTS } from '../../labels';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
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
import { schemaResolver } from '../../primitives/schema-resolver';
import { Spinner } from '../../primitives/spinner';
import { PartnerEmbedCode } from './partner-embed-code';

/** The form's values: the origins as typed, one per row. */
interface PartnerFormValues {
  name: string;
  allowedOrigins: string[];
}

/** The fields a server's `fieldErrors` may name; other keys show in an alert. */
const SHOWN_FIELDS: readonly string[] = ['name', 'allowedOrigins'];

/** Blank rows are left out: an empty list then reads `ORIGINS_REQUIRED_MESSAGE`. */
const toInput = (values: PartnerFormValues) => ({
  name: values.name,
  allowedOrigins: values.allowedOrigins.filter((origin) => origin.trim() !== ''),
});

const resolver = /* @__PURE__ */ schemaResolver<PartnerFormValues, PartnerInput>(
  partnerInputSchema,
  toInput,
);

/** What the dialog shows once a partner is registered: its key and the embed code. */
export interface PartnerRegistered {
  /** The partner just registered. */
  partner: Pick<Partner, 'name' | 'publishableKey'>;
  /** Hireloop's origin, where the widgets' loader is served. */
  appOrigin: string;
  /** Copies a text (the key, the embed code) to the clipboard. */
  onCopyText: (text: string) => void | Promise<unknown>;
}

export type PartnerFormProps = {
  open: boolean;
  /** Called with `false` by Cancel, Done, Escape and the close button. */
  onOpenChange: (open: boolean) => void;
  /** The partner being edited; none to register one. */
  partner?: Pick<Partner, 'id' | 'name' | 'allowedOrigins'> | null;
  /**
   * The valid form as the sdk's `partnerInputSchema` outputs it: the name trimmed, the origins
   * canonicalised (`https://partner.example`) and without duplicates or blank rows.
   */
  onSubmit: (values: PartnerInput) => void;
  /** A save is in flight: the buttons wait. @default false */
  submitting?: boolean;
  /** A 400's field errors (`fieldErrorsOf(error)`): under their fields; the rest above buttons. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** A refusal that names no field (the server's message), above the buttons. */
  error?: string | null;
  /**
   * Set once the partner is registered: the same dialog then shows "{name} is registered", its
   * publishable key and the embed code to copy ({@link PartnerEmbedCode}), and "Done".
   */
  registered?: PartnerRegistered | null;
};

/**
 * Registers or edits a partner site (issue 15), in a Dialog: its name and the origins its widgets
 * run on — a list of inputs with "Add origin" and "Remove", at least one and at most
 * `PARTNER_ORIGINS_MAX` — validated with the sdk's `partnerInputSchema` through `schemaResolver`,
 * so the messages are the server's own (`ORIGIN_MESSAGE`, `ORIGINS_REQUIRED_MESSAGE`). The form
 * starts afresh each time the dialog opens. With `registered`, the dialog shows the new key.
 */
export function PartnerForm({
  open,
  onOpenChange,
  partner,
  registered,
  ...formProps
}: PartnerFormProps) {
  const editing = Boolean(partner);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="partner-form-dialog" className="sm:max-w-xl">
        {registered ? (
          <>
            <DialogHeader>
              <DialogTitle className="leading-snug break-words">
                {TEXTS.createdTitle(registered.partner.name)}
              </DialogTitle>
              <DialogDescription>{TEXTS.createdDescription}</DialogDescription>
            </DialogHeader>
            <PartnerEmbedCode
              partner={registered.partner}
              appOrigin={registered.appOrigin}
              onCopyText={registered.onCopyText}
              autoFocus
            />
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                {TEXTS.done}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{editing ? TEXTS.editTitle : TEXTS.createTitle}</DialogTitle>
              <DialogDescription>
                {editing ? TEXTS.editDescription : TEXTS.createDescription}
              </DialogDescription>
            </DialogHeader>
            {open ? (
              <PartnerFields
                key={partner?.id ?? 'new'}
                partner={partner ?? null}
                onCancel={() => onOpenChange(false)}
                {...formProps}
              />
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type PartnerFieldsProps = Pick<
  PartnerFormProps,
  'onSubmit' | 'submitting' | 'serverErrors' | 'error'
> & {
  partner: Pick<Partner, 'name' | 'allowedOrigins'> | null;
  onCancel: () => void;
};

/** The form itself: mounted with the dialog, so each opening starts from the partner's values. */
function PartnerFields({
  partner,
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
}: PartnerFieldsProps) {
  const form = useForm<PartnerFormValues, unknown, PartnerInput>({
    resolver,
    defaultValues: {
      name: partner?.name ?? '',
      allowedOrigins: partner?.allowedOrigins.length ? [...partner.allowedOrigins] : [''],
    },
  });
  const { control, setError } = form;

  // A 400 from the server: its field errors show under the fields like the schema's own.
  useEffect(() => {
    for (const [name, messages] of Object.entries(serverErrors ?? {})) {
      if (SHOWN_FIELDS.includes(name) && messages.length > 0) {
        setError(name as 'name' | 'allowedOrigins', {
          type: 'server',
          message: messages.join(' '),
        });
      }
    }
  }, [serverErrors, setError]);
  const otherErrors = Object.entries(serverErrors ?? {}).filter(
    ([name, messages]) => !SHOWN_FIELDS.includes(name) && messages.length > 0,
  );

  return (
    <Form {...form}>
      <form
        data-slot="partner-form"
        noValidate
        aria-busy={submitting}
        onSubmit={form.handleSubmit((input) => onSubmit(input))}
        className="grid gap-4"
      >
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.name}</FormLabel>
              <FormControl>
                <Input {...field} maxLength={PARTNER_NAME_MAX} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="allowedOrigins"
          render={({ field, fieldState }) => (
            <OriginFields
              origins={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />

        {error || otherErrors.length > 0 ? (
          <div role="alert" className="text-sm text-destructive">
            <ul className="grid gap-1">
              {error ? <li>{error}</li> : null}
              {otherErrors.map(([name, messages]) => (
                <li key={name}>{messages.join(' ')}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <DialogFooter>
          <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? <Spinner size="sm" aria-hidden="true" /> : null}
            {partner ? TEXTS.save : TEXTS.register}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

interface OriginFieldsProps {
  origins: string[];
  onChange: (origins: string[]) => void;
  onBlur: () => void;
  /** The list's message (the schema's or the server's), when it is refused. */
  error: string | undefined;
}

/**
 * The allowed origins: one input per origin, "Remove" on each (not on the last one left) and
 * "Add origin" up to `PARTNER_ORIGINS_MAX`. The list's error sits under it; the inputs it is
 * about — those holding no origin, or the first when all are blank — are marked invalid.
 */
function OriginFields({ origins, onChange, onBlur, error }: OriginFieldsProps) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // After "Add origin" the new row takes the focus; after "Remove", the row in its place.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    focusRow.current = null;
    inputs.current[Math.min(row, origins.length - 1)]?.focus();
  }, [origins.length]);

  const allBlank = origins.every((origin) => origin.trim() === '');
  const rowInvalid = (origin: string, row: number) =>
    Boolean(error) && (allBlank ? row === 0 : origin.trim() !== '' && webOriginOf(origin) === null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const maxId = `${id}-max`;

  return (
    <fieldset
      data-slot="partner-origins"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="grid gap-2"
    >
      <legend
        data-error={Boolean(error)}
        className="mb-2 text-sm leading-none font-medium data-[error=true]:text-destructive"
      >
        {TEXTS.origins}
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {TEXTS.originsHint}
      </p>
      <ol className="grid gap-2">
        {origins.map((origin, row) => {
          const invalid = rowInvalid(origin, row);
          return (
            // The inputs are controlled: a row is its position, so the index is its key.
            <li key={row} className="flex items-center gap-2">
              <Input
                ref={(input) => {
                  inputs.current[row] = input;
                }}
                value={origin}
                onChange={(event) =>
                  onChange(origins.map((value, i) => (i === row ? event.target.value : value)))
                }
                onBlur={onBlur}
                type="url"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={ORIGIN_MAX}
                placeholder="https://partner.example"
                aria-label={TEXTS.originLabel(row + 1)}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="shrink-0"
                aria-label={TEXTS.removeOrigin(row + 1)}
                disabled={origins.length <= 1}
                onClick={() => {
                  focusRow.current = row;
                  onChange(origins.filter((_, i) => i !== row));
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={origins.length >= PARTNER_ORIGINS_MAX}
          aria-describedby={maxId}
          onClick={() => {
            focusRow.current = origins.length;
            onChange([...origins, '']);
          }}
        >
          <Plus aria-hidden="true" />
          {TEXTS.addOrigin}
        </Button>
        <span id={maxId} className="text-xs text-muted-foreground">
          {TEXTS.originsMax(PARTNER_ORIGINS_MAX)}
        </span>
      </div>
    </fieldset>
  );
}
