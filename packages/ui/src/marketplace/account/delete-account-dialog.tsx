import { DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { deleteAccountSchema, type DeleteAccount } from '@hireloop/sdk/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '../../labels';
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
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../primitives/form';
import { Input } from '../../primitives/input';
import { schemaResolver, setServerFieldErrors } from '../../primitives/schema-resolver';
import { Spinner } from '../../primitives/spinner';

const PASSWORD_FIELDS = ['password'] as const;
const resolver = /* @__PURE__ */ schemaResolver<{ password: string }, DeleteAccount>(
  deleteAccountSchema,
);

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: (input: DeleteAccount) => void;
  deleting: boolean;
  fieldErrors: Record<string, string[]> | undefined;
  error: string | undefined;
}

/**
 * AccountDangerZone's confirmation dialog: the password, checked with the sdk's
 * `deleteAccountSchema`. A module of its own, loaded when "Delete account" is first hovered,
 * focused or pressed: the dialog, the form library and the schemas (~35 KB min+gzip) stay out of
 * the settings page's first load.
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  onDelete,
  deleting,
  fieldErrors,
  error,
}: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : onOpenChange(next))}>
      <DialogContent data-slot="delete-account-dialog" showCloseButton={!deleting}>
        <DialogHeader>
          <DialogTitle>{TEXTS.dialogTitle}</DialogTitle>
          <DialogDescription>{TEXTS.dialogDescription(DELETED_USER_NAME)}</DialogDescription>
        </DialogHeader>
        <DeleteAccountForm
          onDelete={onDelete}
          deleting={deleting}
          fieldErrors={fieldErrors}
          error={error}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
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
