import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_TEXTS as TEXTS, TierPicker } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { service } from './fixtures';

const meta = {
  title: 'Services marketplace/TierPicker',
  component: TierPicker,
  args: { tiers: service.tiers, addOns: service.addOns, onBuy: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,22rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TierPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tier and an add-on: the total and delivery time follow; Continue sends the indexes. */
export const ChooseAndContinue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('$250');
    await userEvent.click(canvas.getByRole('radio', { name: /Standard/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Video walkthrough/ }));
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('$680');
    await expect(canvasElement).toHaveTextContent(TEXTS.days(8));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.buy('$680') }));
    await expect(args.onBuy).toHaveBeenCalledWith({ tierIndex: 1, addOnIndexes: [0] });
  },
};

/** Someone who may not buy (the seller, a talent account): a notice instead of the button. */
export const NotForSale: Story = {
  args: { notice: TEXTS.notBuyerNotice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.notBuyerNotice)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
