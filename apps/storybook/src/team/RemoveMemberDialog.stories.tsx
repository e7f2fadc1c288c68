import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemoveMemberDialog, TEAM_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { members, owner, recruiter, viewer } from './fixtures';

const meta = {
  title: 'Team/RemoveMemberDialog',
  component: RemoveMemberDialog,
  args: { member: recruiter, members, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof RemoveMemberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The takeover choice lists the writing members but the one removed (viewers cannot write). */
export const ChooseTakeover: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: TEXTS.removeTitle(recruiter.name),
    });
    const takeover = within(dialog).getByRole('combobox', { name: TEXTS.takeoverLabel });
    const options = within(takeover)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      TEXTS.takeoverNone,
      'Morgan Ellis (Owner)',
      'Priya Raman (Admin)',
    ]);
    await expect(options.some((option) => option?.includes(viewer.name))).toBe(false);
    await userEvent.selectOptions(takeover, String(owner.userId));
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.confirmRemove }));
    await expect(args.onConfirm).toHaveBeenCalledWith(recruiter, owner.userId);
  },
};

/** The server asked for a takeover: its message shows under the choice. */
export const TakeoverRequired: Story = {
  args: { error: 'This member has open bids or conversations: choose who takes them over' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/choose who takes them over/);
    await expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** "Keep them" closes without removing. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.keep }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
