import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteMemberForm, TEAM_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Team/InviteMemberForm',
  component: InviteMemberForm,
  args: { onInvite: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,42rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteMemberForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid invite is sent with the chosen role, then the address empties. */
export const Invite: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: TEXTS.inviteEmail });
    await userEvent.type(email, ' Rae@Example.com ');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: TEXTS.inviteRole }),
      'admin',
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.sendInvite }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'rae@example.com', role: 'admin' });
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

/** A bad address is refused with its field error, before anything is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: TEXTS.inviteEmail });
    await userEvent.type(email, 'not an address');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.sendInvite }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/.+/);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** The server's field error (already a member) shows under the address. */
export const ServerError: Story = {
  args: { serverErrors: { email: ['This person is already a member of the team'] } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: TEXTS.inviteEmail });
    await expect(email).toHaveAccessibleDescription('This person is already a member of the team');
  },
};

/** Sending: the button waits. */
export const Sending: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TEXTS.sending })).toBeDisabled();
  },
};
