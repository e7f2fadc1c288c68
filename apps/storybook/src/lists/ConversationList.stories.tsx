import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConversationList, ListSkeleton } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversations, me } from './fixtures';

const meta = {
  title: 'Lists/ConversationList',
  component: ConversationList,
  args: { conversations, selectedId: 903, currentUserId: me, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,22rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Conversations' });
    const rows = within(nav).getAllByRole('button');
    await expect(rows).toHaveLength(4);

    // Direct: the other person and their last message, with the unread count as a badge.
    const marisol = rows[0]!;
    await expect(marisol).toHaveTextContent('Marisol Quenby');
    await expect(marisol).toHaveTextContent('Could you start on Monday?');
    await expect(within(marisol).getByText('3')).toBeVisible();
    await expect(marisol).toHaveAccessibleName(/3 unread messages/);
    // Group: its name, and the sender before the preview.
    await expect(rows[1]).toHaveTextContent('Declan Ashworth-Pike: Report draft is in the folder.');
    await expect(rows[1]).toHaveAccessibleName(/Checkout audit\s*, group of 4/);
    await expect(rows[1]).not.toHaveAccessibleName(/unread/);
    // The user's own last message, and a conversation without messages.
    await expect(rows[2]).toHaveTextContent('You: Thanks, talk soon!');
    await expect(rows[3]).toHaveTextContent('No messages yet');

    // The open conversation is marked current.
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).not.toHaveAttribute('aria-current');

    await userEvent.click(marisol);
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[0]);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[1]);
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(list.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <ListSkeleton label="Loading conversations" rows={5} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading conversations' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('button');
    await userEvent.click(rows[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[1]);
  },
};
