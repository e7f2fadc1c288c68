import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { fieldErrorsOf, serverMessage, useResetPassword } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hireloop/sdk/schemas';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import { CARD, CARD_HEADER, CARD_CONTENT, CARD_FOOTER, PRIMARY_BUTTON, LINK } from './publicStyles';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

// The form's schema (and zod) is only needed on submit: it loads once the page has painted, not
// before it (the page's first paint would otherwise wait for the schemas' chunk, ~13 KB).
const loadSchemas = () => import('./resetPasswordCheck');

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
  // The mismatch message, while the confirmation differs.
  const [mismatch, setMismatch] = useState<string | null>(null);
  const checking = useRef(false);
  const [notLoaded, setNotLoaded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);

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
    if (reset.isPending || checking.current) return;
    checking.current = true;
    setNotLoaded(false);
    // Only the confirmation is checked here: the password's own rules are the server's answer.
    loadSchemas()
      .then(({ resetPasswordFormSchema, PASSWORDS_DIFFER_MESSAGE }) => {
        const checked = resetPasswordFormSchema.safeParse({ token, password, confirm });
        const differ = checked.error?.issues.some((issue) => issue.path[0] === 'confirm') ?? false;
        setMismatch(differ ? PASSWORDS_DIFFER_MESSAGE : null);
        if (!differ) reset.mutate({ token, password });
      })
      // The schema's chunk did not arrive (offline, a deploy replaced it): nothing is sent; the
      // same message as a request that failed says so, and the next submit tries again.
      .catch(() => setNotLoaded(true))
      .finally(() => {
        checking.current = false;
      });
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
    const otherError = (reset.isError && !fieldErrors.password) || notLoaded;
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
            setMismatch(null);
          }}
          errors={mismatch ? [mismatch] : undefined}
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
