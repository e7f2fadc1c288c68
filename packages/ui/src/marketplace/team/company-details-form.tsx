import { companyRoleCan } from '@hireloop/sdk';
import { COMPANY_NAME_MAX, IMAGE_URL_MAX } from '@hireloop/sdk/constants';
import {
  companyUpdateSchema,
  type Company,
  type CompanyRole,
  type CompanyUpdate,
} from '@hireloop/sdk/schemas';
import { Building2Icon } from 'lucide-react';
import { useEffect, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../primitives/form';
import { Input } from '../../primitives/input';
import { schemaResolver, setServerFieldErrors } from '../../primitives/schema-resolver';
import { Spinner } from '../../primitives/spinner';
import { TEAM_TEXTS as TEXTS } from './texts';

/** The form's values: the fields as typed (a blank website or logo clears it). */
interface CompanyDetailsValues {
  name: string;
  website: string;
  logoUrl: string;
}

const FIELDS = ['name', 'website', 'logoUrl'] as const;

const resolver = /* @__PURE__ */ schemaResolver<CompanyDetailsValues, CompanyUpdate>(
  companyUpdateSchema,
);

const valuesOf = (company: CompanyDetails): CompanyDetailsValues => ({
  name: company.name,
  website: company.website ?? '',
  logoUrl: company.logoUrl ?? '',
});

/** Only http(s) addresses become links (the sdk's `imageUrlSchema` allows no other anyway). */
const isWebUrl = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

type CompanyDetails = Pick<Company, 'name' | 'website' | 'logoUrl'>;

export type CompanyDetailsFormProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  /** The active company as GET /api/team answers it. */
  company: CompanyDetails;
  /** The signed-in person's role: those who may `manageTeam` (owner, admins) get the form. */
  currentRole: CompanyRole;
  /** Called with the valid form as the sdk's `companyUpdateSchema` outputs it (blank → null). */
  onSave: (update: CompanyUpdate) => void | Promise<unknown>;
  /** A save is in flight: Save waits. @default false */
  saving?: boolean;
  /** A 400's field errors (`fieldErrorsOf(error)`), shown under their fields. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** A refusal that names no field (the server's message), above Save. */
  error?: string | null;
};

/**
 * The company's details (issue 16), presentational: its logo, name and website (a link) for every
 * member; the owner and admins (the sdk's `companyRoleCan(role, 'manageTeam')`, the server's own
 * check on PATCH /api/team) also get a form — name required, website and logo URL optional —
 * checked with the sdk's `companyUpdateSchema` through `schemaResolver`, so its messages are the
 * server's. The form follows `company` when it changes (after a save, or another admin's).
 */
export function CompanyDetailsForm({
  company,
  currentRole,
  onSave,
  saving = false,
  serverErrors,
  error,
  className,
  ...props
}: CompanyDetailsFormProps) {
  const manages = companyRoleCan(currentRole, 'manageTeam');
  return (
    <div data-slot="company-details" className={cn('flex flex-col gap-4', className)} {...props}>
      <CompanySummary company={company} />
      {manages ? (
        <CompanyFields
          company={company}
          onSave={onSave}
          saving={saving}
          serverErrors={serverErrors}
          error={error}
        />
      ) : null}
    </div>
  );
}

/** The logo (or a building icon), the name and the website as a link: what every member sees. */
function CompanySummary({ company }: { company: CompanyDetails }) {
  return (
    <div data-slot="company-summary" className="flex min-w-0 items-center gap-3">
      {company.logoUrl ? (
        <img
          src={company.logoUrl}
          alt={TEXTS.companyLogoAlt(company.name)}
          className="size-12 shrink-0 rounded-md border object-contain"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted">
          <Building2Icon aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
      )}
      <div className="flex min-w-0 flex-col">
        <p className="truncate font-medium">{company.name}</p>
        {isWebUrl(company.website) ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate text-sm text-primary underline-offset-4 hover:underline"
          >
            {company.website}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{company.website ?? TEXTS.noWebsite}</p>
        )}
      </div>
    </div>
  );
}

type CompanyFieldsProps = Pick<
  CompanyDetailsFormProps,
  'company' | 'onSave' | 'saving' | 'serverErrors' | 'error'
>;

/** The managers' form: name, website, logo URL and Save. */
function CompanyFields({
  company,
  onSave,
  saving = false,
  serverErrors,
  error,
}: CompanyFieldsProps) {
  const form = useForm<CompanyDetailsValues, unknown, CompanyUpdate>({
    resolver,
    values: valuesOf(company),
    resetOptions: { keepDirtyValues: true },
  });
  const { control, setError, reset } = form;

  // A 400 from the server: its field errors show under the fields like the schema's own.
  useEffect(() => {
    if (serverErrors)
      setServerFieldErrors(
        setError,
        Object.fromEntries(Object.entries(serverErrors).map(([key, list]) => [key, [...list]])),
        FIELDS,
      );
  }, [serverErrors, setError]);

  const submit = async (update: CompanyUpdate) => {
    try {
      await onSave(update);
      reset({
        name: update.name ?? company.name,
        website: update.website ?? '',
        logoUrl: update.logoUrl ?? '',
      });
    } catch {
      // The page shows the failure (field errors come back through `serverErrors`).
    }
  };

  return (
    <Form {...form}>
      <form
        data-slot="company-details-form"
        noValidate
        aria-busy={saving}
        onSubmit={form.handleSubmit(submit)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>{TEXTS.companyName}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  required
                  maxLength={COMPANY_NAME_MAX}
                  autoComplete="organization"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="website"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.companyWebsite}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={IMAGE_URL_MAX}
                  placeholder="https://…"
                />
              </FormControl>
              <FormDescription>{TEXTS.companyWebsiteHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="logoUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.companyLogo}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={IMAGE_URL_MAX}
                  placeholder="https://…"
                />
              </FormControl>
              <FormDescription>{TEXTS.companyLogoHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? <Spinner size="sm" aria-hidden="true" /> : null}
            {saving ? TEXTS.savingCompany : TEXTS.saveCompany}
          </Button>
        </div>
      </form>
    </Form>
  );
}
