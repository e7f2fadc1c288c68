import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_TEXTS as TEXTS, RatingStars, ServiceCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draft, skillNames, summary } from './fixtures';

const meta = {
  title: 'Services marketplace/ServiceCard',
  component: ServiceCard,
  args: { service: summary, skillNames, onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,24rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published service: price from its cheapest tier, the rating as one image, a click navigates. */
export const Published: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent(TEXTS.from('$250'));
    await expect(card).toHaveTextContent(TEXTS.deliveryDays(3));
    await expect(within(card).getByRole('img', { name: TEXTS.ratingLabel(4.6) })).toBeVisible();
    await expect(card).toHaveTextContent(TEXTS.reviewCount(12));
    await expect(within(card).getByText('Accessibility')).toBeVisible();
    await userEvent.click(within(card).getByRole('link', { name: summary.title }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/marketplace/services/7');
  },
};

/** The seller's own draft of a collective's: the status shows, no rating yet. */
export const DraftWithoutReviews: Story = {
  args: { service: draft },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(TEXTS.statuses.draft)).toBeVisible();
    await expect(within(card).getByText(TEXTS.notRated)).toBeVisible();
    await expect(card).toHaveTextContent(TEXTS.by('Pixel Guild'));
  },
};

/** The stars alone, rounded to one decimal. */
export const Stars: Story = {
  render: () => <RatingStars rating={3.95} count={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: TEXTS.ratingLabel(4) })).toBeVisible();
    await expect(canvas.getByText(`(${TEXTS.reviewCount(1)})`)).toBeVisible();
  },
};
