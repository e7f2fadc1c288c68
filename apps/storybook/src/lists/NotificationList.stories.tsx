import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListSkeleton, NotificationList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notifications } from './fixtures';

const meta = {
  title: 'Lists/NotificationList',
  component: NotificationList,
  args: { notifications, onMarkRead: fn(), onMarkAllRead: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Notifications' }));
    await expect(region.getByText('2 unread')).toBeVisible();
    const items = region.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'unread',
      'unread',
      'read',
    ]);
    await expect(within(items[0]!).getByText('Unread:')).toBeInTheDocument();
    await expect(within(items[2]!).queryByText('Unread:')).toBeNull();
    // Only unread ones can be marked read.
    await expect(within(items[2]!).queryByRole('button', { name: /Mark as read/ })).toBeNull();

    await userEvent.click(
      region.getByRole('button', { name: 'Mark as read: Message from Marisol Quenby' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await expect(args.onMarkRead).toHaveBeenCalledWith(notifications[1]);

    await userEvent.click(region.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);

    await userEvent.click(region.getByRole('button', { name: 'Lite is active' }));
    await expect(args.onOpen).toHaveBeenCalledWith(notifications[2]);
  },
};

export const AllRead: Story = {
  args: { notifications: notifications.map((item) => ({ ...item, read: true })) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement);
    await expect(region.queryByText(/unread/)).toBeNull();
    await expect(region.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(region.queryByRole('button', { name: /Mark as read/ })).toBeNull();
  },
};

export const MarkingAllRead: Story = {
  args: { markingAllRead: true },
  play: async ({ canvasElement, args }) => {
    const markAll = within(canvasElement).getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeDisabled();
    await userEvent.click(markAll, { pointerEventsCheck: 0 });
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement);
    await expect(region.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <ListSkeleton label="Loading notifications" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading notifications' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement);
    await userEvent.click(
      region.getByRole('button', { name: 'Mark as read: New proposal on Senior React Engineer' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(notifications[0]);
  },
};
