import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXTS } from '@hireloop/sdk/constants';
import { InsightsDashboard, INSIGHTS_TEXTS as T } from '@hireloop/ui/insights';
import { expect, fn, userEvent, within } from 'storybook/test';
import { benchmarks, insights, oneRequest, quiet, TODAY } from './fixtures';

const meta = {
  title: 'Insights/InsightsDashboard',
  component: InsightsDashboard,
  args: {
    insights,
    today: TODAY,
    onPeriodChange: fn(),
    onJobRequestChange: fn(),
    benchmarks,
    benchmarkSkillId: 1,
    onBenchmarkSkillChange: fn(),
    rateType: 'hourly',
    onRateTypeChange: fn(),
    onRetry: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof InsightsDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of a company: growth beside the volumes, the funnel's table, the drill-down. */
export const Company: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const stages = page.getByRole('list', { name: T.funnel });
    await expect(within(stages).getByTestId('stage-views')).toHaveTextContent('120');
    await expect(stages).toHaveTextContent('vs 80 before +50%');
    await expect(stages).toHaveTextContent('vs 0 before new');
    const funnel = page.getByRole('table', { name: T.funnel });
    await expect(within(funnel).getByRole('row', { name: /^Bids 18 12 \+50% 15%$/ })).toBeVisible();
    await expect(page.getByText(T.bidsByKind(4, 14))).toBeVisible();
    await expect(page.getByRole('table', { name: T.timing })).toHaveTextContent('7.5 h');
    await expect(page.getByRole('table', { name: T.timing })).toHaveTextContent('75%');
    await expect(page.getByRole('table', { name: T.quota })).toHaveTextContent(T.unlimited);

    await userEvent.click(
      page.getByRole('button', { name: T.detailsOf('Senior TypeScript engineer') }),
    );
    await expect(args.onJobRequestChange).toHaveBeenCalledWith(11);

    // The CSV defuses a title a spreadsheet would run as a formula.
    await userEvent.click(page.getByRole('button', { name: T.exportCsvOf(T.requests) }));
    const [csv, fileName] = (args.onExport as ReturnType<typeof fn>).mock.calls.at(-1)!;
    await expect(fileName).toBe('job-requests-2026-03-02-2026-03-31.csv');
    await expect(csv).toContain(
      `"'=cmd|""/c calc""!A1 (a title a spreadsheet would run)",active,16,3,1,0`,
    );
  },
};

/** One job request: its title and the way back; no list of requests. */
export const OneJobRequest: Story = {
  args: { insights: oneRequest },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(`${T.jobRequest}: Senior TypeScript engineer`)).toBeVisible();
    await expect(page.queryByRole('table', { name: T.requests })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: T.backToAll }));
    await expect(args.onJobRequestChange).toHaveBeenCalledWith(null);
  },
};

/** Nothing happened in the period: the empty state, the period picker still there. */
export const Empty: Story = {
  args: { insights: quiet },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: T.emptyTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: T.presets[90] })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { insights: undefined, loading: true, benchmarks: undefined, benchmarksLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: T.loading })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { insights: undefined, error: 'The server is not answering' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The server is not answering');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Rate benchmarks: figures where the sample is large enough, "Not enough data yet" below it. */
export const Benchmarks: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: /^Rate benchmarks: TypeScript/ });
    await expect(
      within(table).getByRole('row', { name: /^Job requests ask 24 \$55 \$70 \$86\.50$/ }),
    ).toBeVisible();
    await expect(table).toHaveTextContent(TEXTS.insights.notEnoughData);
    await userEvent.selectOptions(page.getByRole('combobox', { name: T.skill }), '2');
    await expect(args.onBenchmarkSkillChange).toHaveBeenCalledWith(2);
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: T.funnel })).toBeVisible();
  },
};
