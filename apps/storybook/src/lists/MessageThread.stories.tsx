import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListSkeleton, MessageThread } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { me, thread } from './fixtures';

const meta = {
  title: 'Lists/MessageThread',
  component: MessageThread,
  args: { messages: thread, currentUserId: me, onSend: fn(), label: 'Marisol Quenby' },
  decorators: [
    (Story) => (
      <div className="flex h-[28rem] w-[min(100%,32rem)] flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    const messages = within(log).getAllByRole('listitem');
    await expect(messages).toHaveLength(3);
    // In the order given, own messages on the right, each with its sender.
    await expect(messages[0]).toHaveTextContent('Marisol Quenby');
    await expect(messages[0]).toHaveTextContent('Hi Tobiah, thanks for the proposal.');
    await expect(messages[1]).toHaveTextContent('You');
    await expect(messages[1]).toHaveAttribute('data-own', 'true');
    await expect(messages[0]).not.toHaveAttribute('data-own');
    await expect(within(messages[1]!).getByText(/Happy to help!/)).toHaveTextContent(
      'Happy to help! When would you like to start?',
      { normalizeWhitespace: true },
    );
    await expect(messages[2]!.querySelector('time')).not.toBeNull();

    const box = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    // An empty or blank message is not sent.
    await expect(send).toBeDisabled();
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);

    // Enter sends the text and empties the box.
    await userEvent.type(box, 'Monday works for me.{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Monday works for me.');
    await expect(box).toHaveValue('');

    // Shift+Enter starts a new line; the Send button sends too.
    await userEvent.type(box, 'See you then{Shift>}{Enter}{/Shift}Tobiah');
    await expect(box).toHaveValue('See you then\nTobiah');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith('See you then\nTobiah');
    await expect(box).toHaveValue('');
  },
};

export const HtmlIsShownAsText: Story = {
  args: {
    messages: [
      {
        ...thread[0]!,
        id: 4100,
        body: '<img src=x onerror=alert(1)>',
      },
      {
        ...thread[1]!,
        id: 4101,
        body: '<b>bold?</b> <a href="https://example.com">link</a>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    // Message bodies are plain text: the markup is shown, never parsed.
    await expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(
      within(log).getByText('<b>bold?</b> <a href="https://example.com">link</a>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(log.querySelector('b, a')).toBeNull();
  },
};

export const Sending: Story = {
  args: {
    messages: [
      ...thread,
      { ...thread[1]!, id: -1, body: 'On my way!', createdAt: '2025-03-06T12:06:00.000Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const messages = within(within(canvasElement).getByRole('log')).getAllByRole('listitem');
    const pending = messages[3]!;
    await expect(pending).toHaveTextContent('On my way!');
    await expect(within(pending).getByText('Sending…')).toBeVisible();
    await expect(pending.querySelector('time')).toBeNull();
    // Stored messages carry no such mark.
    await expect(within(messages[1]!).queryByText('Sending…')).toBeNull();
  },
};

export const CustomPending: Story = {
  args: { isPending: (message) => message.id === thread[2]!.id },
  play: async ({ canvasElement }) => {
    const messages = within(within(canvasElement).getByRole('log')).getAllByRole('listitem');
    await expect(within(messages[2]!).getByText('Sending…')).toBeVisible();
    await expect(within(messages[0]!).queryByText('Sending…')).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello!');
  },
};

export const ComposerDisabled: Story = {
  args: { composerDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Loading: Story = {
  render: () => <ListSkeleton label="Loading messages" rows={3} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading messages' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'From my phone{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('From my phone');
  },
};
