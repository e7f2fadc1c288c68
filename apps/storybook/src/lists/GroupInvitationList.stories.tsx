import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupInvitationList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { receivedInvitations } from './fixtures';

const meta = {
  title: 'Lists/GroupInvitationList',
  component: GroupInvitationList,
  args: { invitations: receivedInvitations, onAccept: fn(), onDecline: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupInvitationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: /Group invitations/ }));
    const items = region.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Aisha Bello invited you to Brightpath design guild');
    await expect(items[0]).toHaveTextContent('4 members');
    // Without a known inviter (their account is gone).
    await expect(items[1]).toHaveTextContent('You are invited to Launch crew');
    await expect(items[1]).toHaveTextContent('1 member');

    await userEvent.click(
      region.getByRole('button', { name: 'Accept the invitation to Brightpath design guild' }),
    );
    await expect(args.onAccept).toHaveBeenCalledWith(receivedInvitations[0]);
    await userEvent.click(
      region.getByRole('button', { name: 'Decline the invitation to Launch crew' }),
    );
    await expect(args.onDecline).toHaveBeenCalledWith(receivedInvitations[1]);
  },
};

export const Answering: Story = {
  args: { answering: { id: 31, action: 'accept' } },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement);
    const accept = region.getByRole('button', {
      name: 'Accept the invitation to Brightpath design guild',
    });
    await expect(accept).toBeDisabled();
    await expect(
      region.getByRole('button', { name: 'Decline the invitation to Brightpath design guild' }),
    ).toBeDisabled();
    await userEvent.click(accept, { pointerEventsCheck: 0 });
    await expect(args.onAccept).not.toHaveBeenCalled();
    // The other invitation can still be answered.
    await expect(
      region.getByRole('button', { name: 'Accept the invitation to Launch crew' }),
    ).toBeEnabled();
  },
};

export const Highlighted: Story = {
  args: { highlightedId: 30 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      null,
      'highlighted',
    ]);
  },
};

export const NoneRendersNothing: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="group-invitation-list"]')).toBeNull();
  },
};

export const UntrustedText: Story = {
  args: {
    invitations: [{ ...receivedInvitations[0]!, groupName: '<img src=x onerror=alert(1)>' }],
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(item.querySelector('img[src="x"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Decline the invitation to Brightpath design guild',
      }),
    );
    await expect(args.onDecline).toHaveBeenCalledWith(receivedInvitations[0]);
  },
};
