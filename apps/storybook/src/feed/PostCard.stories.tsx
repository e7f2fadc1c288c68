import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentThread, FEED_TEXTS as TEXTS, PostCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collectivePost, comments, ownPost, post, skillNames } from './fixtures';

const meta = {
  title: 'Career feed/PostCard',
  component: PostCard,
  args: {
    post,
    skillNames,
    onReact: fn(),
    onToggleComments: fn(),
    onReport: fn(async () => true),
    onFollowAuthor: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reader's view: the text as text with its link, skills, reactions (theirs pressed), report. */
export const AsReader: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(/Shipped the new checkout <b>today<\/b>!/)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    const link = within(card).getByRole('link', { name: 'https://hireloop.dev/notes' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(within(card).getByText('TypeScript')).toBeVisible();
    const celebrate = within(card).getByRole('button', { name: /Celebrate/ });
    await expect(celebrate).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(celebrate);
    await expect(args.onReact).toHaveBeenCalledWith(null);
    await userEvent.click(within(card).getByRole('button', { name: /Insightful/ }));
    await expect(args.onReact).toHaveBeenCalledWith('insightful');
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.report }));
    await userEvent.click(within(card).getByLabelText(TEXTS.reasons.harassment));
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.sendReport }));
    await expect(args.onReport).toHaveBeenCalledWith('harassment', '');
  },
};

/** The author's view: edit and delete, no report or follow. */
export const AsAuthor: Story = {
  args: { post: ownPost, onEdit: fn(async () => true), onDelete: fn(), onFollowAuthor: undefined },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).queryByRole('button', { name: TEXTS.report })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.edit }));
    const box = within(card).getByLabelText(TEXTS.edit);
    await userEvent.clear(box);
    await userEvent.type(box, 'Edited text');
    await userEvent.click(within(card).getByRole('button', { name: TEXTS.save }));
    await expect(args.onEdit).toHaveBeenCalledWith('Edited text');
  },
};

/** A collective's pinned, members-only share of an event, who posted it, and its comments. */
export const CollectiveShareWithComments: Story = {
  args: {
    post: collectivePost,
    commentsOpen: true,
    comments: <CommentThread comments={comments} onSubmit={async () => true} />,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('article')[0]!;
    await expect(
      within(card).getByRole('heading', { name: TEXTS.postedFor('Rust Guild', 'Grace Hopper') }),
    ).toBeVisible();
    await expect(within(card).getByText(TEXTS.pinned)).toBeVisible();
    await expect(within(card).getByRole('link', { name: /Async Rust evening/ })).toHaveAttribute(
      'href',
      '/events/7',
    );
    await expect(within(card).getByText('Plain HTTP caching with ETags.')).toBeVisible();
  },
};
