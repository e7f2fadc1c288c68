import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stayOnPage } from './fixtures';

const dotOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="notification-dot"]');

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  args: { onNavigate: fn(stayOnPage) },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  args: { unreadCount: 3, hasNotifications: true },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications (3 unread)' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(dotOf(canvasElement)).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onNavigate).toHaveBeenCalledWith('/notifications', expect.anything());
  },
};

export const UnreadMobile: Story = {
  ...Unread,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Desktop: every notification is read, so no dot. */
export const AllRead: Story = {
  args: { unreadCount: 0, hasNotifications: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(dotOf(canvasElement)).not.toBeVisible();
  },
};

/** Mobile: a dot shows when there is any notification, read or not (SPEC §2). */
export const AllReadMobile: Story = {
  args: { unreadCount: 0, hasNotifications: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(dotOf(canvasElement)).toBeVisible();
  },
};

export const NoNotifications: Story = {
  args: { unreadCount: 0, hasNotifications: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(dotOf(canvasElement)).toBeNull();
  },
};

export const NoNotificationsMobile: Story = {
  ...NoNotifications,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
