import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingInvitationList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingInvitations } from './fixtures';

const meta = {
  title: 'Lists/PendingInvitationList',
  component: PendingInvitationList,
  args: { invitations: pendingInvitations, onRevoke: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,28rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingInvitationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: /Invited, not yet joined/ }),
    );
    const items = region.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Marisol Quenby');
    await expect(items[0]).toHaveTextContent('Invited Mar 4, 2025');
    await userEvent.click(
      region.getByRole('button', { name: 'Revoke the invitation of Tom Lindqvist' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(pendingInvitations[1]);
  },
};

export const Revoking: Story = {
  args: { revokingId: 44 },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement);
    const busy = region.getByRole('button', { name: 'Revoke the invitation of Marisol Quenby' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await expect(
      region.getByRole('button', { name: 'Revoke the invitation of Tom Lindqvist' }),
    ).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  args: { onRevoke: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoneRendersNothing: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
