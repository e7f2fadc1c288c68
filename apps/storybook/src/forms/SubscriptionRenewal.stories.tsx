import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatDate, SubscriptionRenewal, SUBSCRIPTION_RENEWAL_LABELS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const END = '2031-03-15T10:00:00.000Z';
const RETRY = '2031-03-16T10:00:00.000Z';

const meta = {
  title: 'Forms/SubscriptionRenewal',
  component: SubscriptionRenewal,
  args: {
    status: 'active',
    billingPeriod: 'month',
    currentPeriodEnd: END,
    cancelAtPeriodEnd: false,
    nextPaymentAttemptAt: null,
    onCancel: fn(),
    onResume: fn(),
    className: 'w-96 max-w-full',
  },
} satisfies Meta<typeof SubscriptionRenewal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Renews: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    const date = within(section).getByText(`Renews on ${formatDate(END)}`);
    await expect(date).toBeVisible();
    await expect(date.closest('time')).toHaveAttribute('datetime', END);
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel at period end' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onResume).not.toHaveBeenCalled();
  },
};

export const CancelsAtPeriodEnd: Story = {
  args: { cancelAtPeriodEnd: true },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    await expect(within(section).getByText(`Cancels on ${formatDate(END)}`)).toBeVisible();
    await expect(within(section).getByText(SUBSCRIPTION_RENEWAL_LABELS.cancelsNote)).toBeVisible();
    await expect(
      within(section).queryByRole('button', { name: 'Cancel at period end' }),
    ).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Keep my plan' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

/** The round trip a person makes: cancel, see "Cancels on …", undo, see "Renews on …" again. */
export const CancelAndUndo: Story = {
  render: function Render(args) {
    const [canceled, setCanceled] = useState(false);
    return (
      <SubscriptionRenewal
        {...args}
        cancelAtPeriodEnd={canceled}
        onCancel={() => setCanceled(true)}
        onResume={() => setCanceled(false)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel at period end' }));
    await expect(within(section).getByRole('status')).toHaveTextContent(
      `Cancels on ${formatDate(END)}`,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Keep my plan' }));
    await expect(within(section).getByRole('status')).toHaveTextContent(
      `Renews on ${formatDate(END)}`,
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel at period end' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const PastDue: Story = {
  args: { status: 'past_due', nextPaymentAttemptAt: RETRY },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    await expect(within(section).getByText('Payment failed')).toBeVisible();
    await expect(
      within(section).getByText(SUBSCRIPTION_RENEWAL_LABELS.pastDueNote(formatDate(RETRY))),
    ).toBeVisible();
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

export const Ended: Story = {
  args: { status: 'canceled', cancelAtPeriodEnd: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    await expect(within(section).getByText(`Ended on ${formatDate(END)}`)).toBeVisible();
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

export const Lifetime: Story = {
  args: { status: 'lifetime', billingPeriod: 'lifetime', currentPeriodEnd: null },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Renewal' });
    await expect(within(section).getByText('Never renews')).toBeVisible();
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};
