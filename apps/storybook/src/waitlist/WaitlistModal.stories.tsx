import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaitlistModal } from '@hireloop/ui';
import { WAITLIST, WAITLIST_TASKS, waitlistPeopleAhead } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { litePlans, openTasks, progressedTasks } from './fixtures';

const meta = {
  title: 'Waitlist/WaitlistModal',
  component: WaitlistModal,
  args: {
    open: true,
    onOpenChange: fn(),
    tasks: openTasks,
    plans: litePlans,
    plansStatus: 'ready',
    onCheckout: fn(),
    onCheckoutUnavailable: fn(),
    onPeriodChange: fn(),
    onRetryPlans: fn(),
  },
} satisfies Meta<typeof WaitlistModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const findModal = () => screen.findByRole('dialog', { name: "You're on the waitlist" });

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await findModal();
    const inModal = within(modal);

    // SPEC §4: not closable for the first 2 s — no close button, Escape does nothing…
    await expect(inModal.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // …and clicking outside never closes it.
    const overlay = document.body.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(modal).toBeInTheDocument();

    // The queue in figures (SPEC §9).
    const figures = within(modal.querySelector<HTMLElement>('[data-slot="waitlist-figures"]')!);
    await expect(figures.getByText('#120')).toBeVisible();
    await expect(figures.getByText('119')).toBeVisible();
    await expect(figures.getByText('6 weeks')).toBeVisible();
    await expect(figures.getByText('12,980')).toBeVisible();

    // The countdown (41 d 23 h 59 min 0 s by default).
    const timer = inModal.getByRole('timer', { name: 'Your spot opens in' });
    await expect(timer).toHaveTextContent('41Days23Hours59Minutes00Seconds');

    // The tasks, none done yet, and their progress.
    for (const task of WAITLIST_TASKS) {
      await expect(inModal.getByText(task.label)).toBeVisible();
    }
    await expect(inModal.getByText('0 of 4 done')).toBeVisible();
    await expect(
      inModal.getByRole('progressbar', { name: 'Profile tasks completed' }),
    ).toHaveAttribute('aria-valuenow', '0');

    // The carousels, whichever slide is showing.
    for (const name of ['What employers say', 'What talent say', 'What you get with Lite']) {
      const carousel = inModal.getByRole('region', { name });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(within(carousel).getAllByRole('group').length).toBeGreaterThan(1);
    }

    // The monthly plan is chosen first.
    await expect(inModal.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(inModal.getByText('$14.99')).toBeVisible();

    // After 2 s (the real default) the modal can be closed.
    const close = await waitFor(() => inModal.getByRole('button', { name: 'Close' }), {
      timeout: 3000,
    });
    await userEvent.click(close);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeOnceClosable: Story = {
  args: { closableAfterMs: 200 },
  play: async ({ args }) => {
    const modal = await findModal();
    await waitFor(() => within(modal).getByRole('button', { name: 'Close' }), { timeout: 1000 });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Clicking outside still does nothing.
    await userEvent.click(
      document.body.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!,
    );
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

export const ChooseAnnual: Story = {
  play: async ({ args }) => {
    const inModal = within(await findModal());
    const annual = inModal.getByRole('radio', { name: 'Annual (Save 71%)' });
    await userEvent.click(annual);
    await expect(annual).toBeChecked();
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
    // $51.99 = 5199 cents / 100.
    await expect(inModal.getByText('$51.99')).toBeVisible();
    await expect(inModal.getByText('/ year')).toBeVisible();
    await expect(inModal.getByText('Lite Annual')).toBeVisible();

    await userEvent.click(inModal.getByRole('button', { name: 'Skip the waitlist' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await expect(args.onCheckout).toHaveBeenCalledWith(litePlans[1], 'year');
  },
};

export const ChooseLifetime: Story = {
  play: async ({ args }) => {
    const inModal = within(await findModal());
    await userEvent.click(inModal.getByRole('radio', { name: 'Lifetime' }));
    await expect(inModal.getByText('$149')).toBeVisible();
    await expect(inModal.getByText('one-time')).toBeVisible();
    await userEvent.click(inModal.getByRole('button', { name: 'Skip the waitlist' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(litePlans[2], 'lifetime');
  },
};

export const PeriodWithoutPlans: Story = {
  args: { plans: litePlans.filter((plan) => plan.interval !== 'one-time') },
  play: async ({ args }) => {
    const inModal = within(await findModal());
    await userEvent.click(inModal.getByRole('radio', { name: 'Lifetime' }));
    await expect(inModal.getByText(TEXTS.waitlist.noPlansForPeriod, { exact: true })).toBeVisible();
    await expect(
      inModal.getByText(
        'No subscription plans available for this billing period. Please try another option.',
      ),
    ).toBeVisible();
    // The buy button reports the missing plan so the wrapper can show "Plan Not Available".
    await userEvent.click(inModal.getByRole('button', { name: 'Skip the waitlist' }));
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(args.onCheckoutUnavailable).toHaveBeenCalledWith('lifetime');
  },
};

export const ProgressMade: Story = {
  args: {
    tasks: progressedTasks,
    peopleAhead: waitlistPeopleAhead(WAITLIST.peopleAhead, 2),
  },
  play: async () => {
    const modal = await findModal();
    const inModal = within(modal);
    await expect(inModal.getByText('2 of 4 done')).toBeVisible();
    await expect(
      inModal.getByRole('progressbar', { name: 'Profile tasks completed' }),
    ).toHaveAttribute('aria-valuenow', '50');
    const states = Array.from(modal.querySelectorAll('[data-slot="waitlist-task"]'), (task) =>
      task.getAttribute('data-state'),
    );
    await expect(states).toEqual(['done', 'done', 'todo', 'todo']);
    await expect(inModal.getByText('Complete your talent profile').parentElement).toHaveTextContent(
      '(done)',
    );
    await expect(inModal.getByText('Set your availability').parentElement).toHaveTextContent(
      '(not done yet)',
    );
    // Two tasks take 119 people ahead down to 99: a 5-week wait.
    const figures = within(modal.querySelector<HTMLElement>('[data-slot="waitlist-figures"]')!);
    await expect(figures.getByText('99')).toBeVisible();
    await expect(figures.getByText('5 weeks')).toBeVisible();
  },
};

export const LoadingPlans: Story = {
  args: { plans: [], plansStatus: 'loading' },
  play: async ({ args }) => {
    const inModal = within(await findModal());
    await expect(inModal.getByRole('status', { name: 'Loading Plans' })).toBeVisible();
    await expect(inModal.queryByText(TEXTS.waitlist.noPlansForPeriod)).toBeNull();
    await userEvent.click(inModal.getByRole('button', { name: 'Skip the waitlist' }));
    await expect(args.onCheckoutUnavailable).toHaveBeenCalledWith('month');
  },
};

export const PlansError: Story = {
  args: { plans: [], plansStatus: 'error' },
  play: async ({ args }) => {
    const inModal = within(await findModal());
    const alert = inModal.getByRole('alert');
    await expect(alert).toHaveTextContent('The plans could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPlans).toHaveBeenCalledTimes(1);
  },
};

export const CheckoutPending: Story = {
  args: { checkoutPending: true },
  play: async ({ args }) => {
    const inModal = within(await findModal());
    const buy = inModal.getByRole('button', { name: 'Preparing Checkout' });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(buy, { pointerEventsCheck: 0 });
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const modal = await findModal();
    // The panel fits the 375 px screen and scrolls inside.
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const inModal = within(modal);
    await expect(inModal.queryByRole('button', { name: 'Close' })).toBeNull();
    const buy = inModal.getByRole('button', { name: 'Skip the waitlist' });
    buy.scrollIntoView();
    await userEvent.click(buy);
    await expect(args.onCheckout).toHaveBeenCalledWith(litePlans[0], 'month');
  },
};
