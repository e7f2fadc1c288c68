import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMBED_TEXTS, EmbedSignIn } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Embed/EmbedSignIn',
  component: EmbedSignIn,
  args: {
    partnerName: 'Northwind Bootcamp',
    purpose: EMBED_TEXTS.purpose['job-request'],
    onSignIn: fn(),
    className: 'max-w-xl',
  },
} satisfies Meta<typeof EmbedSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: EMBED_TEXTS.signInTitle });
    await expect(region).toHaveTextContent(
      EMBED_TEXTS.signInDescription('Northwind Bootcamp', 'post job requests'),
    );
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.signInButton }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** The window is open: the widget says where to finish, and can bring the window back. */
export const Waiting: Story = {
  args: { state: 'waiting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(EMBED_TEXTS.signInWaiting);
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.signInReopen }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Blocked: Story = {
  args: { state: 'blocked', purpose: EMBED_TEXTS.purpose.subscription },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(EMBED_TEXTS.signInBlocked);
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.tryAgain }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: EMBED_TEXTS.signInTitle });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
