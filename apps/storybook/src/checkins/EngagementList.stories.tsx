import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKIN_TEXTS as TEXTS, EngagementList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { engagement, engagements } from './fixtures';

const meta = {
  title: 'Check-ins/EngagementList',
  component: EngagementList,
  args: { engagements, side: 'employer', filters: {}, onFiltersChange: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,42rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EngagementList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each engagement's status: the latest check-in, the blocker flag, paused, no schedule yet. */
export const Employer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(TEXTS.blockers)).toBeVisible();
    await expect(items[1]).toHaveAttribute('data-status', 'paused');
    await expect(items[2]).toHaveTextContent(TEXTS.noSchedule);
    await expect(items[2]).toHaveTextContent(TEXTS.noCheckinYet);
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Open/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(engagement);
  },
};

/** The filters: status, latest check-in state, open blockers. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.statusFilter), 'paused');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'paused' });
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.stateFilter), 'submitted');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ state: 'submitted' });
    await userEvent.click(canvas.getByLabelText(TEXTS.blockersFilter));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ blockers: true });
  },
};

/** Nothing matches the filters. */
export const NoMatches: Story = {
  args: { engagements: [], filters: { blockers: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noMatches)).toBeVisible();
  },
};

/** No engagement yet: how one starts. */
export const Empty: Story = {
  args: { engagements: [], onFiltersChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noEngagementsEmployer)).toBeVisible();
  },
};

/** Loading, then failed with "Try again". */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(TEXTS.loadingEngagements)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { error: 'Network error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.engagementsFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
