import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_TEXTS as TEXTS, ReviewList } from '@hireloop/ui';
import { expect, within } from 'storybook/test';
import { review } from './fixtures';

const meta = {
  title: 'Services marketplace/ReviewList',
  component: ReviewList,
  args: { reviews: [review], showService: true },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a profile: each review names its service; the text stays text. */
export const OnAProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent(`Grace Hopper · ${review.service.title}`);
    await expect(within(card).getByRole('img', { name: TEXTS.ratingLabel(5) })).toBeVisible();
    await expect(card.querySelector('script')).toBeNull();
  },
};

/** Nobody has reviewed yet. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noReviews)).toBeVisible();
  },
};
