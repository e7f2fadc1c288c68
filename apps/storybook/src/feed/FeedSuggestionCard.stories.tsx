import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEED_TEXTS as TEXTS, FeedSuggestionCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { event, skillNames } from './fixtures';

const meta: Meta<typeof FeedSuggestionCard> = {
  title: 'Career feed/FeedSuggestionCard',
  component: FeedSuggestionCard,
  args: { event, skillNames, onShare: fn(async () => true) },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
};
export default meta;
// The props are a union (a job request or an event), which `satisfies Meta` narrows to never.
type Story = StoryObj<typeof FeedSuggestionCard>;

/** An event for the reader's skills: its page, and sharing it with the reader's words. */
export const EventShared: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: event.title });
    await expect(within(card).getByText(TEXTS.event)).toBeVisible();
    await expect(within(card).getByRole('link', { name: /Async Rust evening/ })).toHaveAttribute(
      'href',
      '/events/7',
    );
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.share }));
    await userEvent.type(within(card).getByLabelText(TEXTS.shareLabel(event.title)), 'Join me!');
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.post }));
    await expect(args.onShare).toHaveBeenCalledWith('Join me!');
  },
};
