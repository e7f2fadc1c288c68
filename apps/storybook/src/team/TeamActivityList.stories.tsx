import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEAM_TEXTS as TEXTS, TeamActivityList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activity } from './fixtures';

const meta = {
  title: 'Team/TeamActivityList',
  component: TeamActivityList,
  args: { items: activity, onLoadMore: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,40rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamActivityList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what to which request, newest first; "Load more" asks for older entries. */
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Riley Chen closed Data engineer',
      'Morgan Ellis edited Data engineer',
      'Riley Chen created Data engineer',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: TEXTS.noActivity }),
    ).toBeVisible();
  },
};

/** A failed load, with "Try again". */
export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(TEXTS.activityFailed);
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
