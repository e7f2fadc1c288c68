import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCheckinStatsView, CHECKIN_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stats } from './fixtures';

const meta = {
  title: 'Check-ins/AdminCheckinStats',
  component: AdminCheckinStatsView,
  args: { stats, days: 30, onDaysChange: fn(), onDrillDown: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,48rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminCheckinStatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The totals, the tables by company and by talent; a row opens its engagements. */
export const Figures: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30%')).toBeVisible();
    const byCompany = canvas.getByRole('table', { name: TEXTS.byCompany });
    await expect(within(byCompany).getByText('33%')).toBeVisible();
    await userEvent.click(
      within(byCompany).getByRole('button', { name: TEXTS.showEngagements('Northwind Labs') }),
    );
    await expect(args.onDrillDown).toHaveBeenCalledWith('company', stats.byCompany[0]);
    const byTalent = canvas.getByRole('table', { name: TEXTS.byTalent });
    await userEvent.click(
      within(byTalent).getByRole('button', { name: TEXTS.showEngagements('Ada Lovelace') }),
    );
    await expect(args.onDrillDown).toHaveBeenLastCalledWith('talent', stats.byTalent[0]);
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.period), '7');
    await expect(args.onDaysChange).toHaveBeenCalledWith(7);
  },
};

/** Loading, failed, and a period without engagements. */
export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(TEXTS.adminTitle)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { stats: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.statsFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    stats: { ...stats, totals: { ...stats.totals, engagements: 0 }, byCompany: [], byTalent: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noRows)).toBeVisible();
  },
};
