import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEAM_TEXTS as TEXTS, TeamMembers } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { admin, members, owner, recruiter, viewer } from './fixtures';

const meta = {
  title: 'Team/TeamMembers',
  component: TeamMembers,
  args: {
    members,
    currentUserId: owner.userId,
    currentRole: 'owner',
    onChangeRole: fn(),
    onRemove: fn(),
    onMakeOwner: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,48rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner manages everyone but themself: role selects, Make owner and Remove. */
export const AsOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ownerRow = canvas.getByRole('row', { name: owner.name });
    await expect(within(ownerRow).queryByRole('combobox')).toBeNull();
    await expect(ownerRow).toHaveTextContent(TEXTS.roles.owner);
    await expect(ownerRow).toHaveTextContent(TEXTS.you);

    const rileyRow = canvas.getByRole('row', { name: recruiter.name });
    const role = within(rileyRow).getByRole('combobox', { name: TEXTS.roleOf(recruiter.name) });
    await expect(role).toHaveValue('recruiter');
    await userEvent.selectOptions(role, 'viewer');
    await expect(args.onChangeRole).toHaveBeenCalledWith(recruiter, 'viewer');
    await userEvent.click(
      within(rileyRow).getByRole('button', { name: TEXTS.removeMember(recruiter.name) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(recruiter);
    await userEvent.click(
      within(rileyRow).getByRole('button', { name: TEXTS.makeOwnerOf(recruiter.name) }),
    );
    await expect(args.onMakeOwner).toHaveBeenCalledWith(recruiter);
  },
};

/** An admin manages recruiters and viewers, but neither the owner nor themself. */
export const AsAdmin: Story = {
  args: { currentUserId: admin.userId, currentRole: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('row', { name: owner.name })).queryByRole('button'),
    ).toBeNull();
    await expect(
      within(canvas.getByRole('row', { name: admin.name })).queryByRole('button'),
    ).toBeNull();
    await expect(
      within(canvas.getByRole('row', { name: viewer.name })).getByRole('button', {
        name: TEXTS.removeMember(viewer.name),
      }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /^Make / })).toBeNull();
  },
};

/** A viewer reads the team: no controls at all. */
export const AsViewer: Story = {
  args: { currentUserId: viewer.userId, currentRole: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(members.length + 1);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** While the team loads: skeleton rows. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(TEXTS.loadingMembers)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed load: the error and "Try again". */
export const Failed: Story = {
  args: { error: 'The server is unreachable' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(TEXTS.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
