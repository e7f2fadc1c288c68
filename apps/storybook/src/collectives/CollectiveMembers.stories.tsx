import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLLECTIVE_TEXTS as TEXTS, CollectiveMembers } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { admin, asker, invitee, member, members, owner } from './fixtures';

const meta = {
  title: 'Collectives/CollectiveMembers',
  component: CollectiveMembers,
  args: { members, currentUserId: owner.userId, currentRole: 'owner', onCommand: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,48rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectiveMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner changes roles, removes, hands over, and answers invitations and requests. */
export const AsOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('list', { name: TEXTS.membersTitle });
    const ownerRow = within(active).getByRole('listitem', { name: owner.name });
    await expect(within(ownerRow).queryByRole('button')).toBeNull();
    await expect(ownerRow).toHaveTextContent(TEXTS.you);

    const adminRole = within(active).getByRole('combobox', { name: TEXTS.roleOf(admin.name) });
    await userEvent.selectOptions(adminRole, 'member');
    await expect(args.onCommand).toHaveBeenCalledWith(admin, { kind: 'role', role: 'member' });
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.makeOwnerOf(member.name) }));
    await expect(args.onCommand).toHaveBeenCalledWith(member, { kind: 'owner' });

    const pending = canvas.getByRole('list', { name: TEXTS.pendingTitle });
    await expect(within(pending).getByRole('listitem', { name: invitee.name })).toHaveTextContent(
      TEXTS.states.invited,
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.approveRequest(asker.name) }));
    await expect(args.onCommand).toHaveBeenCalledWith(asker, { kind: 'approve' });
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.revokeInvite(invitee.name) }));
    await expect(args.onCommand).toHaveBeenCalledWith(invitee, { kind: 'remove' });
  },
};

/** An admin manages members only: not the owner, not another admin, not themself. */
export const AsAdmin: Story = {
  args: { currentUserId: admin.userId, currentRole: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: TEXTS.removeMember(owner.name) })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: TEXTS.roleOf(admin.name) })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: TEXTS.removeMember(member.name) }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /^Make owner/ })).toBeNull();
  },
};

/** A member or a visitor reads the list: no controls, no pending people. */
export const AsMember: Story = {
  args: { currentUserId: member.userId, currentRole: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('list', { name: TEXTS.pendingTitle })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
