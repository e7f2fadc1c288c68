import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKETPLACE_MESSAGES } from '@hireloop/sdk/schemas';
import { DisputeResolveForm, MARKET_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Services marketplace/DisputeResolveForm',
  component: DisputeResolveForm,
  args: { onResolve: fn() },
} satisfies Meta<typeof DisputeResolveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decision needs a choice and a note; then it is sent. */
export const Resolve: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.resolve }));
    await expect(canvas.getByText(MARKETPLACE_MESSAGES.resolutionRequired)).toBeVisible();
    await expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: TEXTS.resolveRefund }));
    await userEvent.type(canvas.getByLabelText(TEXTS.resolutionNote), 'One page of five.');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.resolve }));
    await expect(args.onResolve).toHaveBeenCalledWith({
      resolution: 'refund',
      note: 'One page of five.',
    });
  },
};
