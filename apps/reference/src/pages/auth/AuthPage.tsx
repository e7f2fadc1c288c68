import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from '../../lib/router';
import { useAuth } from '@hireloop/hooks';
import type { AccountType } from '@hireloop/sdk';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hireloop/sdk/schemas';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import { AuthTabs } from './AuthTabs';
import { RoleChoice } from './RoleChoice';
import { CARD, CARD_CONTENT, CARD_HEADER, LINK } from './publicStyles';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

type Mode = 'login' | 'register';

/**
 * /auth (SPEC §2, §4): Log in and Register as two tabs of one card. `useAuth()` navigates (to / or
 * /onboarding) and shows the `TEXTS.loginFailed` / `TEXTS.registrationFailed` toasts itself, so the page
 * only keeps what was typed. A visitor already signed in goes to /.
 */
export default function AuthPage() {
  const { user, login, register, isLoggingIn, isRegistering } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('tab') === 'register' ? 'register' : 'login';
  // One email for both tabs: someone who picked the wrong tab does not type it twice.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [role, setRole] = useState<AccountType | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Set while this page's own login or registration runs: useAuth then navigates (to / or
  // /onboarding), and the page must not send the new user to / meanwhile. The router keeps this
  // page on screen while the next page's chunk loads, after the user is already stored.
  const [submitted, setSubmitted] = useState(false);

  if (user && !submitted && !isLoggingIn && !isRegistering) return <Navigate to="/" replace />;

  const switchTo = (next: Mode) =>
    setSearchParams(next === 'register' ? { tab: 'register' } : {}, { replace: true });

  const submitLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoggingIn) return;
    setSubmitted(true);
    const signed = await login({ email, password });
    if (signed) return;
    setSubmitted(false);
    // The toast says why; the cursor goes back to the password to try again.
    passwordRef.current?.select();
  };

  const submitRegister = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isRegistering || !role) return;
    setSubmitted(true);
    if (!(await register({ name, email, password: newPassword, role }))) setSubmitted(false);
  };

  return (
    <PublicPage title={mode === 'register' ? 'Register' : 'Log in'}>
      <div className={CARD}>
        <div className={CARD_HEADER}>
          <h1 className="text-xl font-semibold tracking-tight">Welcome to Hireloop</h1>
          <p className="text-sm text-muted-foreground">
            Hire talent for your next job, project or task — or find your next piece of work.
          </p>
        </div>
        <div className={CARD_CONTENT}>
          <AuthTabs
            label="Log in or register"
            value={mode}
            onValueChange={switchTo}
            tabs={[
              {
                value: 'login',
                label: 'Log in',
                content: (
                  <form onSubmit={submitLogin} aria-busy={isLoggingIn} className="grid gap-4">
                    <TextField
                      id="login-email"
                      label="Email"
                      type="email"
                      autoComplete="email"
                      required
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                    />
                    <div className="grid gap-2">
                      <TextField
                        id="login-password"
                        label="Password"
                        type="password"
                        autoComplete="current-password"
                        required
                        maxLength={PASSWORD_MAX_LENGTH}
                        ref={passwordRef}
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                      <AppLink href="/forgot-password" className={`justify-self-end ${LINK}`}>
                        Forgot password?
                      </AppLink>
                    </div>
                    <SubmitButton pending={isLoggingIn}>Log in</SubmitButton>
                  </form>
                ),
              },
              {
                value: 'register',
                label: 'Register',
                content: (
                  <form onSubmit={submitRegister} aria-busy={isRegistering} className="grid gap-4">
                    <TextField
                      id="register-name"
                      label="Name"
                      autoComplete="name"
                      required
                      value={name}
                      onChange={(event) => setName(event.target.value)}
                    />
                    <TextField
                      id="register-email"
                      label="Email"
                      type="email"
                      autoComplete="email"
                      required
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                    />
                    <TextField
                      id="register-password"
                      label="Password"
                      type="password"
                      autoComplete="new-password"
                      required
                      minLength={PASSWORD_MIN_LENGTH}
                      maxLength={PASSWORD_MAX_LENGTH}
                      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                      value={newPassword}
                      onChange={(event) => setNewPassword(event.target.value)}
                    />
                    <RoleChoice
                      legend="How will you use Hireloop?"
                      value={role}
                      onChange={setRole}
                      required
                    />
                    <SubmitButton pending={isRegistering}>Create account</SubmitButton>
                  </form>
                ),
              },
            ]}
          />
        </div>
      </div>
    </PublicPage>
  );
}
