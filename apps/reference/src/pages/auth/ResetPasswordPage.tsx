import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { fieldErrorsOf, serverMessage, useResetPassword } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  resetPasswordFormSchema,
} from '@hireloop/sdk/schemas';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import { CARD, CARD_HEADER, CARD_CONTENT, CARD_FOOTER, PRIMARY_BUTTON, LINK } from './publicStyles';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** Designed: a link without its token (cut off by a mail client, say). */
const MISSING_TOKEN =
  'This reset link is incomplete. Open the link from the email again, or ask for a new one.';

/**
 * /reset-password?token=…: choose a new password with the mailed token. A missing, invalid, used
 * or expired token ends in a clear message with a way to ask for a new link; success links to
 * /auth (a reset does not sign in).
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fieldErrors = fieldErrorsOf(reset.error);
  // The server answers a bad token with a 400 that names no password problem.
  const linkInvalid =
    !token ||
    Boolean(fieldErrors.token) ||
    (isHttpError(reset.error) && reset.error.status === 400 && !fieldErrors.password);
  const done = reset.isSuccess;

  useEffect(() => {
    if (done || (linkInvalid && reset.isError)) headingRef.current?.focus();
  }, [done, linkInvalid, reset.isError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    // Only the confirmation is checked here: the password's own rules are the server's answer.
    const checked = resetPasswordFormSchema.safeParse({ token, password, confirm });
    const differ = checked.error?.issues.some((issue) => issue.path[0] === 'confirm') ?? false;
    setMismatch(differ);
    if (!differ) reset.mutate({ token, password });
  };

  let body: ReactNode;
  if (done) {
    body = (
      <div role="status" className="grid gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          Your password has been changed
        </h2>
        <p className="text-sm text-muted-foreground">You can now log in with your new password.</p>
        <AppLink href="/auth" className={`mt-2 ${PRIMARY_BUTTON}`}>
          Log in
        </AppLink>
      </div>
    );
  } else if (linkInvalid) {
    body = (
      <div role="alert" className="grid gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-destructive outline-none">
          This link can&apos;t be used
        </h2>
        <p className="text-sm text-muted-foreground">
          {token
            ? (serverMessage(reset.error) ?? 'This reset link is invalid or has expired.')
            : MISSING_TOKEN}
        </p>
        <AppLink href="/forgot-password" className={`mt-2 ${PRIMARY_BUTTON}`}>
          Request a new link
        </AppLink>
      </div>
    );
  } else {
    const otherError = reset.isError && !fieldErrors.password;
    body = (
      <form onSubmit={submit} aria-busy={reset.isPending} className="grid gap-4">
        <TextField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldErrors.password}
        />
        <TextField
          id="reset-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setMismatch(false);
          }}
          errors={mismatch ? [PASSWORDS_DIFFER_MESSAGE] : undefined}
        />
        {otherError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(reset.error) ??
              'Your password could not be changed. Check your connection and try again.'}
          </p>
        ) : null}
        <SubmitButton pending={reset.isPending}>Set new password</SubmitButton>
      </form>
    );
  }

  return (
    <PublicPage title="Reset password">
      <div className={CARD}>
        <div className={CARD_HEADER}>
          <h1 className="text-xl font-semibold tracking-tight">Choose a new password</h1>
          {done || linkInvalid ? null : (
            <p className="text-sm text-muted-foreground">
              Pick a password you don&apos;t use anywhere else.
            </p>
          )}
        </div>
        <div className={CARD_CONTENT}>{body}</div>
        {done ? null : (
          <div className={CARD_FOOTER}>
            <AppLink href="/auth" className={LINK}>
              Back to log in
            </AppLink>
          </div>
        )}
      </div>
    </PublicPage>
  );
}
