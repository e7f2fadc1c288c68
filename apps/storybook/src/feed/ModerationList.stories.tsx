import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEED_TEXTS as TEXTS, ModerationList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moderation } from './fixtures';

const meta = {
  title: 'Career feed/ModerationList',
  component: ModerationList,
  args: { items: moderation, onAction: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,40rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reported post (hide, pin) and a hidden one (restore; no pin while hidden). */
export const Reports: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.reportsCount(1))).toBeVisible();
    await expect(canvas.getByText(/An ad/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${TEXTS.actions.hide}: Spammy Sam` }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(20, 'hide');
    await userEvent.click(canvas.getByRole('button', { name: `${TEXTS.actions.pin}: Spammy Sam` }));
    await expect(args.onAction).toHaveBeenCalledWith(20, 'pin');
    await userEvent.click(
      canvas.getByRole('button', { name: `${TEXTS.actions.restore}: Ada Lovelace` }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(21, 'restore');
    await expect(
      canvas.getByRole('button', { name: `${TEXTS.actions.pin}: Ada Lovelace` }),
    ).toBeDisabled();
  },
};

/** Nothing to moderate. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.moderationEmpty)).toBeVisible();
  },
};
