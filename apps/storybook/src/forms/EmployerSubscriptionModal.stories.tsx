import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@hireloop/sdk';
import { EmployerSubscriptionModal, type EmployerSubscriptionModalProps } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

/** The modal with its billing period held in state, as the connected wrapper holds it. */
function SubscriptionModalDemo({
  period,
  onPeriodChange,
  ...props
}: EmployerSubscriptionModalProps) {
  const [chosen, setChosen] = useState<BillingPeriod>(period ?? DEFAULT_BILLING_PERIOD);
  return (
    <EmployerSubscriptionModal
      {...props}
      period={chosen}
      onPeriodChange={(next) => {
        setChosen(next);
        onPeriodChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/EmployerSubscriptionModal',
  component: SubscriptionModalDemo,
  args: {
    open: true,
    onOpenChange: fn(),
    onPeriodChange: fn(),
    onSubscribe: fn(),
    reason: 'no-subscription',
  },
} satisfies Meta<typeof SubscriptionModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An arrow key moves to the next period and checks it (the periods are one native radio group):
 * held until the next option has focus and is checked.
 */
async function pressArrowRight(next: HTMLElement) {
  await userEvent.keyboard('{ArrowRight>}');
  await waitFor(() => expect(next).toHaveFocus());
  await waitFor(() => expect(next).toBeChecked());
  await userEvent.keyboard('{/ArrowRight}');
}

const planRegion = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('region', { name });

export const NoSubscription: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    await expect(dialog).toHaveAccessibleDescription(
      'A subscription lets you post job requests and invite talent to them. Choose how you want to be billed.',
    );
    // SPEC §4: month by default; SPEC §9: $99 and its quota, and the marketing reading.
    await expect(within(dialog).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    const plan = planRegion(dialog, 'Monthly');
    await expect(within(plan).getByText('$99')).toBeVisible();
    await expect(within(plan).getByText('/ month')).toBeVisible();
    await expect(within(plan).getByText('1 job, 3 projects, 5 tasks per month')).toBeVisible();
    await expect(within(plan).getByText('9 job requests per month in total')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('month');
  },
};

export const NoJobRequest: Story = {
  args: { reason: 'no-job-request' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Post a job request first' });
    await expect(dialog).toHaveAccessibleDescription(
      'Bids are made for a job request, and posting one needs an employer subscription. Subscribe, post your first job request, then invite talent to it.',
    );
  },
};

export const Other: Story = {
  args: { reason: 'other' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your current plan does not cover this. Choose a plan with more job requests to continue.',
    );
  },
};

export const WithServerMessage: Story = {
  args: { reason: 'other', message: 'You have used all 3 projects of your monthly plan.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    await expect(
      within(dialog).getByText('You have used all 3 projects of your monthly plan.'),
    ).toBeVisible();
  },
};

export const ChooseYear: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Yearly/ }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
    await expect(within(dialog).getByRole('radio', { name: /Yearly/ })).toBeChecked();
    const plan = planRegion(dialog, 'Yearly');
    await expect(within(plan).getByText('Save 30%')).toBeVisible();
    await expect(within(plan).getByText('$840')).toBeVisible();
    await expect(within(plan).getByText('/ year')).toBeVisible();
    await expect(within(plan).getByText('12 jobs, 36 projects, 60 tasks per year')).toBeVisible();
    await expect(within(dialog).queryByRole('region', { name: 'Monthly' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('year');
  },
};

export const Lifetime: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    // The arrow keys move through the periods.
    await userEvent.click(within(dialog).getByRole('radio', { name: /Monthly/ }));
    await pressArrowRight(within(dialog).getByRole('radio', { name: /Yearly/ }));
    await pressArrowRight(within(dialog).getByRole('radio', { name: /Lifetime/ }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith('lifetime');
    const plan = planRegion(dialog, 'Lifetime');
    await expect(within(plan).getByText('Best Value')).toBeVisible();
    await expect(within(plan).getByText('$2,499')).toBeVisible();
    await expect(within(plan).getByText('one-time')).toBeVisible();
    await expect(within(plan).getByText('Unlimited job requests')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('lifetime');
  },
};

export const Pending: Story = {
  args: { pending: true, period: 'year' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    const subscribe = within(dialog).getByRole('button', { name: /Subscribe/ });
    await expect(subscribe).toBeDisabled();
    await expect(within(subscribe).getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.click(subscribe, { pointerEventsCheck: 0 });
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const NotNow: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  },
};
