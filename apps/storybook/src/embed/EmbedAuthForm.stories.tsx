import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMBED_TEXTS, EmbedAuthForm, type EmbedAuthMode } from '@hireloop/ui';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The form with its mode held in state, as the sign-in window holds it. */
function AuthFormDemo({ mode, onModeChange, ...props }: ComponentProps<typeof EmbedAuthForm>) {
  const [current, setCurrent] = useState<EmbedAuthMode>(mode);
  return (
    <EmbedAuthForm
      {...props}
      mode={current}
      onModeChange={(next) => {
        setCurrent(next);
        onModeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Embed/EmbedAuthForm',
  component: AuthFormDemo,
  args: {
    mode: 'sign-in',
    role: 'employer',
    onModeChange: fn(),
    onSignIn: fn(),
    onRegister: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof AuthFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: EMBED_TEXTS.authSignInTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.signIn }));
    // The sdk's loginSchema: the fields say what is missing; nothing is sent.
    await expect(await canvas.findAllByText(/Required|Invalid email/)).not.toHaveLength(0);
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(EMBED_TEXTS.email), 'employer@hireloop.dev');
    await userEvent.type(canvas.getByLabelText(EMBED_TEXTS.password), 'hireloop-demo');
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.signIn }));
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'employer@hireloop.dev',
      password: 'hireloop-demo',
    });
  },
};

/** A new account gets the widget's account type; the password rule shows before typing. */
export const Register: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.authToRegister }));
    await expect(args.onModeChange).toHaveBeenCalledWith('register');
    await expect(
      canvas.getByRole('heading', { name: EMBED_TEXTS.authRegisterTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(EMBED_TEXTS.authRegisterRole.employer)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(EMBED_TEXTS.name), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(EMBED_TEXTS.email), 'ada@example.com');
    const password = canvas.getByLabelText(EMBED_TEXTS.password);
    await expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.register }));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.type(password, '-and-long-enough');
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.register }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'short-and-long-enough',
      role: 'employer',
    });
  },
};

export const ServerFieldErrors: Story = {
  args: {
    mode: 'register',
    role: 'talent',
    fieldErrors: { email: ['Email is already registered'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EMBED_TEXTS.authRegisterRole.talent)).toBeVisible();
    await expect(canvas.getByText('Email is already registered')).toBeVisible();
    await expect(canvas.getByLabelText(EMBED_TEXTS.email)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
