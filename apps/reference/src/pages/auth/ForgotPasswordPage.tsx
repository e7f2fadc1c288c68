import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf, serverMessage, useForgotPassword } from '@hireloop/hooks';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import { CARD, CARD_HEADER, CARD_CONTENT, CARD_FOOTER, LINK } from './publicStyles';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the email has an
 * account (the server does not tell), so the confirmation is neutral.
 */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const statusRef = useRef<HTMLHeadingElement>(null);
  const sent = forgot.isSuccess;

  // The form is replaced by the confirmation: move focus to it so it is read out.
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!forgot.isPending) forgot.mutate({ email });
  };

  const fieldErrors = fieldErrorsOf(forgot.error);
  const formError = forgot.error && !fieldErrors.email ? serverMessage(forgot.error) : undefined;

  return (
    <PublicPage title="Forgot password">
      <div className={CARD}>
        <div className={CARD_HEADER}>
          <h1 className="text-xl font-semibold tracking-tight">Forgot your password?</h1>
          {sent ? null : (
            <p className="text-sm text-muted-foreground">
              Enter the email of your account and we&apos;ll send you a link to choose a new
              password.
            </p>
          )}
        </div>
        <div className={CARD_CONTENT}>
          {sent ? (
            <div role="status" className="grid gap-2">
              <h2 ref={statusRef} tabIndex={-1} className="font-semibold outline-none">
                Check your email
              </h2>
              <p className="text-sm text-muted-foreground">
                If an account exists for that email, we&apos;ve sent a reset link.
              </p>
              <p className="text-sm text-muted-foreground">
                Didn&apos;t get it? Check your spam folder, or{' '}
                <button type="button" className={LINK} onClick={() => forgot.reset()}>
                  send another link
                </button>
                .
              </p>
            </div>
          ) : (
            <form onSubmit={submit} aria-busy={forgot.isPending} className="grid gap-4">
              <TextField
                id="forgot-email"
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                errors={fieldErrors.email}
              />
              {forgot.isError && !fieldErrors.email ? (
                <p role="alert" className="text-sm text-destructive">
                  {formError ?? 'The link could not be sent. Check your connection and try again.'}
                </p>
              ) : null}
              <SubmitButton pending={forgot.isPending}>Send reset link</SubmitButton>
            </form>
          )}
        </div>
        <div className={CARD_FOOTER}>
          <AppLink href="/auth" className={LINK}>
            Back to log in
          </AppLink>
        </div>
      </div>
    </PublicPage>
  );
}
