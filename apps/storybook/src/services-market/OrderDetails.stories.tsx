import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKETPLACE_MESSAGES, type ReviewInput } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import {
  MARKET_TEXTS as TEXTS,
  OrderActions,
  OrderDetails,
  OrderReviews,
  type OrderActionsProps,
} from '@hireloop/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { awaitingRequirements, completed, delivered, disputed, sellerInProgress } from './fixtures';

type OrderStoryProps = ComponentProps<typeof OrderDetails> &
  Omit<OrderActionsProps, 'order'> & {
    onReview: (values: ReviewInput) => void;
  };

/** The order page as the connected one builds it: details, actions and reviews. */
function OrderStory({
  order,
  onReview,
  onNavigate,
  conversationHref,
  ...handlers
}: OrderStoryProps) {
  return (
    <OrderDetails
      order={order}
      onNavigate={onNavigate}
      conversationHref={conversationHref}
      actions={<OrderActions order={order} {...handlers} />}
      reviews={<OrderReviews order={order} onReview={onReview} />}
    />
  );
}

const meta = {
  title: 'Services marketplace/OrderDetails',
  component: OrderStory,
  args: {
    order: delivered,
    onNavigate: fn(),
    conversationHref: '/messages?conversation=5',
    onPay: fn(),
    onSubmitRequirements: fn(),
    onDeliver: fn(),
    onRequestRevision: fn(),
    onComplete: fn(),
    onCancel: fn(),
    onDispute: fn(),
    onReview: fn(),
  },
} satisfies Meta<typeof OrderStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer after paying: the questions, a required one checked, the answers sent in order. */
export const AwaitingRequirements: Story = {
  args: { order: awaitingRequirements },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-state')).toHaveTextContent(
      TEXTS.states.awaiting_requirements,
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.actions.submit_requirements }));
    await expect(canvas.getByText(MARKETPLACE_MESSAGES.answerRequired)).toBeVisible();
    await expect(args.onSubmitRequirements).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByLabelText('Where is the app (a link and a test account)?'),
      'https://app.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.actions.submit_requirements }));
    await expect(args.onSubmitRequirements).toHaveBeenCalledWith(['https://app.example', '']);
    await expect(canvas.getByRole('link', { name: TEXTS.conversation })).toHaveAttribute(
      'href',
      '/messages?conversation=5',
    );
  },
};

/** The buyer with a delivery: the message, revisions left, a revision asked for, then complete. */
export const DeliveredToBuyer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Six issues, two serious\./)).toBeVisible();
    await expect(canvas.getByTestId('revisions-left')).toHaveTextContent(TEXTS.revisionsLeft(2, 2));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.actions.request_revision }));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.requestRevision }));
    await expect(canvas.getByText(MARKETPLACE_MESSAGES.messageRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(TEXTS.revisionReason), 'Cover the checkout too.');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.requestRevision }));
    await expect(args.onRequestRevision).toHaveBeenCalledWith('Cover the checkout too.');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.actions.complete }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(within(confirm).getByText(TEXTS.completeConfirm)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: TEXTS.actions.complete }));
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

/** The seller in progress: the delivery form; the buyer's answers shown. */
export const SellerDelivers: Story = {
  args: { order: sellerInProgress },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('https://app.example, user demo / demo')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(TEXTS.deliveryMessage), 'Here it is.');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.deliver }));
    await expect(args.onDeliver).toHaveBeenCalledWith('Here it is.');
    await expect(canvas.queryByRole('button', { name: TEXTS.actions.complete })).toBeNull();
  },
};

/** Completed: the buyer writes a review (a rating is needed); the seller's shows. */
export const CompletedReview: Story = {
  args: { order: completed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: TEXTS.nextSteps })).toBeNull();
    const reviews = canvas.getByRole('region', { name: TEXTS.reviews });
    await expect(within(reviews).getByText('Clear requirements, quick answers.')).toBeVisible();
    await userEvent.type(within(reviews).getByLabelText(TEXTS.reviewBody), 'Great work.');
    await userEvent.click(within(reviews).getByRole('button', { name: TEXTS.submitReview }));
    await expect(within(reviews).getByText(MARKETPLACE_MESSAGES.ratingInvalid)).toBeVisible();
    await userEvent.click(within(reviews).getByRole('radio', { name: TEXTS.stars(4) }));
    await userEvent.click(within(reviews).getByRole('button', { name: TEXTS.submitReview }));
    await expect(args.onReview).toHaveBeenCalledWith({
      rating: 4,
      body: 'Great work.',
    });
  },
};

/** In dispute (an admin's view): the reason, no actions. */
export const Disputed: Story = {
  args: { order: disputed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dispute = canvas.getByRole('region', { name: TEXTS.events.disputed });
    await expect(dispute).toHaveTextContent(TEXTS.openedBy(TEXTS.buyer));
    await expect(dispute).toHaveTextContent(TEXTS.disputeNotice);
    await expect(canvas.getByTestId('order-state')).toHaveTextContent(TEXTS.states.disputed);
  },
};
