import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentThread, FEED_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { comments } from './fixtures';

const meta = {
  title: 'Career feed/CommentThread',
  component: CommentThread,
  args: { comments, onSubmit: fn(async () => true), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A comment with its reply; replying to the comment sends its id as the parent. */
export const WithReplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plain HTTP caching with ETags.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.replyLabel('Grace Hopper') }));
    await userEvent.type(canvas.getByLabelText(TEXTS.replyLabel('Grace Hopper')), 'Thanks!');
    await userEvent.click(canvas.getAllByRole('button', { name: TEXTS.comment })[0]!);
    await expect(args.onSubmit).toHaveBeenCalledWith('Thanks!', 1);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.deleteComment }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

/** No comments yet: an invitation and the form. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.noComments)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(TEXTS.commentLabel), 'First');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.comment }));
    await expect(args.onSubmit).toHaveBeenCalledWith('First', null);
  },
};
