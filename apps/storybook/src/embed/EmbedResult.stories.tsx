import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmbedAccountBar, EmbedResult } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Embed/EmbedResult',
  component: EmbedResult,
  args: {
    title: 'Job request posted',
    description: '“Mobile app MVP” is live on Hireloop.',
    className: 'max-w-xl',
  },
} satisfies Meta<typeof EmbedResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posted: Story = {
  args: { actions: <Button type="button">Post another</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('data-tone', 'success');
    await expect(within(status).getByRole('heading', { name: 'Job request posted' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post another' })).toBeVisible();
  },
};

export const Canceled: Story = {
  args: {
    tone: 'neutral',
    title: 'Checkout canceled',
    description: 'Nothing was charged. Choose a plan whenever you are ready.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-tone', 'neutral');
    await expect(status).toHaveTextContent('Nothing was charged.');
  },
};

/** The account bar above a signed-in widget: who, and a way out. */
export const WithAccountBar: Story = {
  render: (args) => {
    const onSignOut = fn();
    return (
      <div className="grid max-w-xl gap-4" data-testid="widget">
        <EmbedAccountBar name="Marisol Quenby" onSignOut={onSignOut} />
        <EmbedResult {...args} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in to Hireloop as Marisol Quenby')).toBeVisible();
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.click(signOut);
    await expect(signOut).toBeEnabled();
  },
};

export const SigningOut: Story = {
  render: () => <EmbedAccountBar name="Marisol Quenby" onSignOut={fn()} signingOut />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};
