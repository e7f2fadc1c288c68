import { DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { deleteAccountSchema, type DeleteAccount } from '@hireloop/sdk/schemas';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '../../labels';
import { cn } from '../../lib/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../overlays/dialog';
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

export interface AccountDangerZoneProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** "Download my data" was pressed. */
  onDownload: () => void;
  /** The archive is being prepared (the button waits). @default false */
  downloading?: boolean;
  /** Why the last download failed, shown under its button. */
  downloadError?: string;
  /** The deletion was confirmed with a password that passed the sdk's `deleteAccountSchema`. */
  onDelete: (input: DeleteAccount) => void;
  /** The deletion is under way: the dialog stays open and its buttons wait. @default false */
  deleting?: boolean;
  /** The server's field errors of the deletion (`fieldErrorsOf(error)`), shown under the field. */
  deleteFieldErrors?: Record<string, string[]>;
  /** A failure of the deletion that names no field, shown in the dialog. */
  deleteError?: string;
  /** The heading's level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

const PASSWORD_FIELDS = ['password'] as const;
const resolver = /* @__PURE__ */ schemaResolver<{ password: string }, DeleteAccount>(
  deleteAccountSchema,
);

/**
 * The person's own data (issue 14), presentational: "Download my data", and "Delete account" in
 * a danger zone whose confirmation dialog asks for the password (checked with the sdk's
 * `deleteAccountSchema`; the server's "wrong password" arrives as `deleteFieldErrors`). The
 * dialog cannot be dismissed while the deletion runs.
 */
export function AccountDangerZone({
  onDownload,
  downloading = false,
  downloadError,
  onDelete,
  deleting = false,
  deleteFieldErrors,
  deleteError,
  headingLevel = 2,
  className,
  ...props
}: AccountDangerZoneProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section
      data-slot="account-danger-zone"
      aria-labelledby={`${id}-heading`}
      className={cn('grid gap-6 rounded-lg border border-destructive/60 p-4 sm:p-6', className)}
      {...props}
    >
      <Heading id={`${id}-heading`} className="text-lg font-semibold">
        {TEXTS.heading}
      </Heading>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <Subheading className="font-medium">{TEXTS.downloadTitle}</Subheading>
          <p id={`${id}-download`} className="text-sm text-muted-foreground">
            {TEXTS.downloadDescription}
          </p>
          {downloadError ? (
            <p role="alert" className="text-sm text-destructive">
              {downloadError}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="outline"
          className="w-full shrink-0 sm:w-fit"
          disabled={downloading}
          aria-busy={downloading}
          aria-describedby={`${id}-download`}
          onClick={onDownload}
        >
          {downloading ? <Spinner /> : null}
          {TEXTS.downloadButton}
        </Button>
      </div>

      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <Subheading className="font-medium text-destructive">{TEXTS.deleteTitle}</Subheading>
          <p id={`${id}-delete`} className="text-sm text-muted-foreground">
            {TEXTS.deleteDescription}
          </p>
        </div>
        <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : setOpen(next))}>
          <DialogTrigger asChild>
            <Button
              type="button"
              variant="destructive"
              className="w-full shrink-0 sm:w-fit"
              aria-describedby={`${id}-delete`}
            >
              {TEXTS.deleteButton}
            </Button>
          </DialogTrigger>
          <DialogContent data-slot="delete-account-dialog" showCloseButton={!deleting}>
            <DialogHeader>
              <DialogTitle>{TEXTS.dialogTitle}</DialogTitle>
              <DialogDescription>{TEXTS.dialogDescription(DELETED_USER_NAME)}</DialogDescription>
            </DialogHeader>
            <DeleteAccountForm
              onDelete={onDelete}
              deleting={deleting}
              fieldErrors={deleteFieldErrors}
              error={deleteError}
              onCancel={() => setOpen(false)}
            />
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}

interface DeleteAccountFormProps {
  onDelete: (input: DeleteAccount) => void;
  deleting: boolean;
  fieldErrors: Record<string, string[]> | undefined;
  error: string | undefined;
  onCancel: () => void;
}

/** The dialog's form: mounted when the dialog opens, so each opening starts empty. */
function DeleteAccountForm({
  onDelete,
  deleting,
  fieldErrors,
  error,
  onCancel,
}: DeleteAccountFormProps) {
  const form = useForm<{ password: string }, unknown, DeleteAccount>({
    resolver,
    defaultValues: { password: '' },
  });
  const { setError } = form;
  useEffect(() => {
    if (fieldErrors) setServerFieldErrors(setError, fieldErrors, PASSWORD_FIELDS);
  }, [fieldErrors, setError]);

  return (
    <Form {...form}>
      <form
        noValidate
        aria-busy={deleting}
        onSubmit={form.handleSubmit((input) => onDelete(input))}
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{TEXTS.passwordLabel}</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormDescription>{TEXTS.passwordHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={deleting} onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={deleting} aria-busy={deleting}>
            {deleting ? <Spinner /> : null}
            {TEXTS.confirm}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
