import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_TEXTS as TEXTS, OrderCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderSummary } from './fixtures';

const meta = {
  title: 'Services marketplace/OrderCard',
  component: OrderCard,
  args: { order: orderSummary, onNavigate: fn(), now: new Date('2031-04-12T00:00:00.000Z') },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,24rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A purchase in progress: the state, the seller, the tier and total; a click opens the order. */
export const Purchase: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(TEXTS.states.in_progress)).toBeVisible();
    await expect(card).toHaveTextContent(TEXTS.orderedFrom('Ada Lovelace'));
    await expect(card).toHaveTextContent('$680');
    await expect(within(card).queryByText(TEXTS.late)).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: orderSummary.service.title }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/marketplace/orders/41');
  },
};

/** A sale past its due time: the buyer's name and "Late". */
export const LateSale: Story = {
  args: { order: { ...orderSummary, side: 'seller' }, now: new Date('2031-05-01T00:00:00.000Z') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent(TEXTS.orderedBy('Grace Hopper'));
    await expect(within(card).getByText(TEXTS.late)).toBeVisible();
  },
};
