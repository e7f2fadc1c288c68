import type { AccountType } from '@hireloop/sdk';
import {
  loginSchema,
  registerSchema,
  type Login,
  type LoginInput,
  type Register,
  type RegisterInput,
} from '@hireloop/sdk/schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hireloop/sdk/constants';
import { useEffect, useId, type ComponentProps } from 'react';
import { useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
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
import { EMBED_TEXTS as TEXTS } from './embed-texts';

export type EmbedAuthMode = 'sign-in' | 'register';

export type EmbedAuthFormProps = Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Signing in to an account, or creating one. */
  mode: EmbedAuthMode;
  onModeChange: (mode: EmbedAuthMode) => void;
  /** The account type a new account gets: the widget decides (employer to post job requests). */
  role: AccountType;
  /** A valid sign-in, as the sdk's `loginSchema` outputs it. */
  onSignIn: (input: Login) => void;
  /** A valid registration, as the sdk's `registerSchema` outputs it (with `role`). */
  onRegister: (input: Register) => void;
  /** The request is under way. @default false */
  pending?: boolean;
  /** The server's field errors (`fieldErrorsOf(error)`), shown under their fields. */
  fieldErrors?: Record<string, string[]>;
};

const loginResolver = /* @__PURE__ */ schemaResolver<LoginInput, Login>(loginSchema);
const registerResolver = /* @__PURE__ */ schemaResolver<RegisterInput, Register>(registerSchema);

/**
 * The sign-in window's form (issue 15): sign in, or create an account of the widget's account
 * type, checked with the sdk's `loginSchema` and `registerSchema`. A failed sign-in's message
 * comes as the toast of `useAuth` (SPEC §8, `TEXTS.loginFailed`); field errors show under the fields.
 */
export function EmbedAuthForm({
  mode,
  onModeChange,
  role,
  onSignIn,
  onRegister,
  pending = false,
  fieldErrors,
  className,
  ...props
}: EmbedAuthFormProps) {
  const titleId = useId();
  const signIn = useForm<LoginInput, unknown, Login>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const register = useForm<RegisterInput, unknown, Register>({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '', role },
  });
  useEffect(() => {
    if (!fieldErrors) return;
    if (mode === 'sign-in')
      setServerFieldErrors(signIn.setError, fieldErrors, ['email', 'password']);
    else setServerFieldErrors(register.setError, fieldErrors, ['name', 'email', 'password']);
  }, [fieldErrors, mode, signIn.setError, register.setError]);

  const submit = (
    <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
      {pending ? <Spinner /> : null}
      {mode === 'sign-in' ? TEXTS.signIn : TEXTS.register}
    </Button>
  );
  return (
    <section
      data-slot="embed-auth-form"
      data-mode={mode}
      aria-labelledby={titleId}
      className={cn('grid gap-5', className)}
      {...props}
    >
      <h1 id={titleId} className="text-xl font-semibold tracking-tight">
        {mode === 'sign-in' ? TEXTS.authSignInTitle : TEXTS.authRegisterTitle}
      </h1>
      {mode === 'sign-in' ? (
        <Form {...signIn}>
          <form
            noValidate
            aria-busy={pending}
            onSubmit={signIn.handleSubmit((values) => onSignIn(values))}
            className="grid gap-4"
          >
            <TextField
              control={signIn.control}
              name="email"
              label={TEXTS.email}
              type="email"
              autoComplete="email"
            />
            <TextField
              control={signIn.control}
              name="password"
              label={TEXTS.password}
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
            {submit}
          </form>
        </Form>
      ) : (
        <Form {...register}>
          <form
            noValidate
            aria-busy={pending}
            onSubmit={register.handleSubmit((values) => onRegister(values))}
            className="grid gap-4"
          >
            <p className="text-sm text-muted-foreground">{TEXTS.authRegisterRole[role]}</p>
            <TextField
              control={register.control}
              name="name"
              label={TEXTS.name}
              autoComplete="name"
            />
            <TextField
              control={register.control}
              name="email"
              label={TEXTS.email}
              type="email"
              autoComplete="email"
            />
            <TextField
              control={register.control}
              name="password"
              label={TEXTS.password}
              description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
            {submit}
          </form>
        </Form>
      )}
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => onModeChange(mode === 'sign-in' ? 'register' : 'sign-in')}
      >
        {mode === 'sign-in' ? TEXTS.authToRegister : TEXTS.authToSignIn}
      </Button>
    </section>
  );
}

/** A labelled text input of one of the two forms, with its hint and its error. */
function TextField<V extends FieldValues>({
  control,
  name,
  label,
  description,
  ...input
}: Omit<ComponentProps<'input'>, 'name'> & {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  description?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
