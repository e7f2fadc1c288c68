import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingInvites, TEAM_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invites } from './fixtures';

const meta = {
  title: 'Team/PendingInvites',
  component: PendingInvites,
  args: { invites, onRevoke: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,32rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingInvites>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each invite with its role and expiry; Revoke hands it to the callback. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: invites[0]!.email });
    await expect(first).toHaveTextContent('Viewer · expires Apr 8, 2025');
    await userEvent.click(
      canvas.getByRole('button', { name: TEXTS.revokeInvite(invites[1]!.email) }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(invites[1]);
  },
};

/** While one is revoked, its button waits. */
export const Revoking: Story = {
  args: { revokingId: invites[0]!.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: TEXTS.revokeInvite(invites[0]!.email) }),
    ).toBeDisabled();
  },
};

/** None pending. */
export const Empty: Story = {
  args: { invites: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.noInvites)).toBeVisible();
  },
};
