import type { Meta, StoryObj } from '@storybook/react-vite';
import { StickyMessageBanner } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stickyMessages } from './fixtures';

const meta = {
  title: 'Shell/StickyMessageBanner',
  component: StickyMessageBanner,
  args: { messages: stickyMessages, onRead: fn() },
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StickyMessageBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Announcements' });
    const articles = within(region).getAllByRole('article');
    // The read message is not shown; the others keep the server's order.
    await expect(articles).toHaveLength(3);
    await expect(articles.map((article) => article.dataset.level)).toEqual([
      'warning',
      'critical',
      'info',
    ]);
    await expect(articles[0]).toHaveAccessibleName('Warning: Scheduled maintenance on Sunday');
    await expect(articles[1]).toHaveAccessibleName('Critical: Payment details need attention');
    await expect(articles[2]).toHaveAccessibleName('Information: Events are live');
    await expect(canvas.queryByText('Welcome to Hireloop')).toBeNull();
    await expect(canvas.getByText(/Messaging will be unavailable/)).toBeVisible();
    // Each level has its own colour.
    const backgrounds = articles.map((article) => getComputedStyle(article).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark as read: Payment details need attention' }),
    );
    await expect(args.onRead).toHaveBeenCalledWith(2);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};

export const PlainTextOnly: Story = {
  args: {
    messages: [
      {
        id: 9,
        title: '<b>Release notes</b>',
        body: '<img src=x onerror="alert(1)"> shows as text, never as markup.',
        level: 'info',
        audience: 'all',
        endsAt: null,
        createdAt: '2030-05-28T09:00:00.000Z',
        read: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>Release notes</b>')).toBeVisible();
    await expect(canvas.getByText(/<img src=x onerror="alert\(1\)">/)).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="sticky-message-banner"]')).toBeNull();
  },
};

export const AllRead: Story = {
  args: { messages: stickyMessages.map((message) => ({ ...message, read: true })) },
  play: Empty.play,
};
