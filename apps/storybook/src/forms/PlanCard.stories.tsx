import type { Meta, StoryObj } from '@storybook/react-vite';
import { BILLING_PERIODS, EMPLOYER_PLANS } from '@hireloop/sdk';
import { EMPLOYER_PLAN_NAMES, PlanCard, employerPlanFeatures } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/PlanCard',
  component: PlanCard,
  args: {
    name: EMPLOYER_PLAN_NAMES.year,
    priceCents: EMPLOYER_PLANS.year.priceCents,
    interval: EMPLOYER_PLANS.year.interval,
    badge: EMPLOYER_PLANS.year.badge,
    features: employerPlanFeatures('year'),
    onSelect: fn(),
    className: 'w-72',
  },
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Yearly' });
    await expect(within(card).getByText('$840')).toBeVisible();
    await expect(within(card).getByText('/ year')).toBeVisible();
    await expect(within(card).getByText('Save 30%')).toBeVisible();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(card).getByText('12 jobs, 36 projects, 60 tasks per year')).toBeVisible();
    const choose = within(card).getByRole('button', { name: 'Choose Yearly' });
    await expect(choose).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(choose);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Yearly' });
    await expect(card).toHaveAttribute('data-state', 'selected');
    await expect(within(card).getByRole('button', { name: 'Yearly selected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithoutButton: Story = {
  args: { onSelect: undefined, badge: null, description: 'For a first hire.' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Yearly' });
    await expect(within(card).queryByRole('button')).toBeNull();
    await expect(within(card).queryByText('Save 30%')).toBeNull();
    await expect(within(card).getByText('For a first hire.')).toBeVisible();
  },
};

export const EmployerPlans: Story = {
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-3">
      {BILLING_PERIODS.map((period) => (
        <PlanCard
          key={period}
          name={EMPLOYER_PLAN_NAMES[period]}
          priceCents={EMPLOYER_PLANS[period].priceCents}
          interval={EMPLOYER_PLANS[period].interval}
          badge={EMPLOYER_PLANS[period].badge}
          features={employerPlanFeatures(period)}
          selected={period === 'month'}
          onSelect={args.onSelect}
          className="w-64"
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Monthly' })).getByText('$99'),
    ).toBeVisible();
    const lifetime = canvas.getByRole('region', { name: 'Lifetime' });
    await expect(within(lifetime).getByText('$2,499')).toBeVisible();
    await expect(within(lifetime).getByText('Best Value')).toBeVisible();
    await expect(within(lifetime).getByText('one-time')).toBeVisible();
    await expect(within(lifetime).getByText('Unlimited job requests')).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
