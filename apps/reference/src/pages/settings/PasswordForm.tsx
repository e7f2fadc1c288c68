import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, serverMessage, useChangePassword } from '@hireloop/hooks';
import {
  changePasswordFormSchema,
  formatZodError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hireloop/sdk/schemas';
import { Button } from '@hireloop/ui';
import { ButtonSpinner } from '../auth/ButtonSpinner';
import { TextField } from '../profile/TextField';

/**
 * Changes the password (POST /api/auth/change-password): the current one, the new one twice.
 * Checked with the sdk's changePasswordFormSchema first (the confirmation too); the server's refusal ("Current password is
 * incorrect") shows under its field. The server ends the other sessions and keeps this one.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});

  const errors = { ...fieldErrorsOf(change.error), ...clientErrors };
  const formError =
    change.isError && Object.keys(fieldErrorsOf(change.error)).length === 0
      ? (serverMessage(change.error) ?? 'Your password could not be changed. Try again.')
      : undefined;

  const edit = (name: string, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (!change.isIdle && !change.isPending) change.reset();
    setClientErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const input = { currentPassword, newPassword, confirm };
    const checked = changePasswordFormSchema.safeParse(input);
    if (!checked.success) {
      setClientErrors(formatZodError(checked.error, { input }).fieldErrors);
      return;
    }
    setClientErrors({});
    change.mutate(checked.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirm('');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={change.isPending} className="grid max-w-md gap-4">
      <TextField
        id="settings-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={currentPassword}
        onChange={(event) => edit('currentPassword', setCurrentPassword)(event.target.value)}
        errors={errors.currentPassword}
      />
      <TextField
        id="settings-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={newPassword}
        onChange={(event) => edit('newPassword', setNewPassword)(event.target.value)}
        errors={errors.newPassword}
      />
      <TextField
        id="settings-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirm}
        onChange={(event) => edit('confirm', setConfirm)(event.target.value)}
        errors={errors.confirm}
      />
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-success">
          Your password has been changed. Your other devices have been signed out.
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-fit">
        {change.isPending ? <ButtonSpinner /> : null}
        Change password
      </Button>
    </form>
  );
}
