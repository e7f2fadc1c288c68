import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKIN_TEXTS as TEXTS, ReviewDialog } from '@hireloop/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { submittedCheckin } from './fixtures';

const meta = {
  title: 'Check-ins/ReviewDialog',
  component: ReviewDialog,
  args: { checkin: submittedCheckin, onOpenChange: fn(), onReview: fn() },
} satisfies Meta<typeof ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The answers, then "Acknowledge" sends the decision. */
export const Acknowledge: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: TEXTS.reviewTitle });
    await expect(within(dialog).getByText('Waiting for the payment sandbox keys.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.acknowledge }));
    await expect(args.onReview).toHaveBeenCalledWith({ decision: 'acknowledged', comment: '' });
  },
};

/** Asking for changes needs a comment: first refused under the field, then sent with it. */
export const RequestChanges: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: TEXTS.reviewTitle });
    const ask = within(dialog).getByRole('button', { name: TEXTS.requestChanges });
    await userEvent.click(ask);
    await expect(args.onReview).not.toHaveBeenCalled();
    const comment = within(dialog).getByLabelText(TEXTS.comment);
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(comment, 'Say which endpoints changed.');
    await userEvent.click(ask);
    await expect(args.onReview).toHaveBeenCalledWith({
      decision: 'changes_requested',
      comment: 'Say which endpoints changed.',
    });
  },
};
