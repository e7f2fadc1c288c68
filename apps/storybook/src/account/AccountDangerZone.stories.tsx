import type { Meta, StoryObj } from '@storybook/react-vite';
import { DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { ACCOUNT_DATA_TEXTS as TEXTS, AccountDangerZone } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Account/AccountDangerZone',
  component: AccountDangerZone,
  args: { onDownload: fn(), onDelete: fn(), className: 'max-w-2xl' },
} satisfies Meta<typeof AccountDangerZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.deleteButton }));
  return screen.findByRole('dialog', { name: TEXTS.dialogTitle });
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: TEXTS.heading })).toBeVisible();
    const download = canvas.getByRole('button', { name: TEXTS.downloadButton });
    await expect(download).toHaveAccessibleDescription(TEXTS.downloadDescription);
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: TEXTS.deleteButton }),
    ).toHaveAccessibleDescription(TEXTS.deleteDescription);
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spinner inside is announced as loading; the button waits.
    const button = canvas.getByRole('button', { name: new RegExp(TEXTS.downloadButton) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: TEXTS.downloadFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS.downloadFailed);
  },
};

/** The dialog says what goes and what stays, and needs the password before anything happens. */
export const ConfirmWithPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(TEXTS.dialogDescription(DELETED_USER_NAME));
    await expect(within(dialog).getByText(new RegExp(DELETED_USER_NAME))).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: TEXTS.confirm });
    await userEvent.click(confirm);
    const password = within(dialog).getByLabelText(TEXTS.passwordLabel);
    await expect(await within(dialog).findByText('Required')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(confirm);
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'correct horse battery' });
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(TEXTS.passwordLabel), 'half typed');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(
      within(canvasElement).getByRole('button', { name: TEXTS.deleteButton }),
    ).toHaveFocus();
    // Opened again, the form starts empty.
    const again = await openDialog(canvasElement);
    await expect(within(again).getByLabelText(TEXTS.passwordLabel)).toHaveValue('');
  },
};

/** The server refused the password: its words under the field. */
export const WrongPassword: Story = {
  args: { deleteFieldErrors: { password: ['Password is incorrect'] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    await expect(within(dialog).getByLabelText(TEXTS.passwordLabel)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A refusal that names no field (the sign-in limit), in the dialog. */
export const Refused: Story = {
  args: { deleteError: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts',
    );
  },
};

/** While the deletion runs the dialog waits: its buttons are off and Escape does not close it. */
export const Deleting: Story = {
  render: function DeletingStory(args) {
    const [deleting, setDeleting] = useState(false);
    return (
      <AccountDangerZone
        {...args}
        deleting={deleting}
        onDelete={(input) => {
          args.onDelete(input);
          setDeleting(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(TEXTS.passwordLabel), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole('button', { name: new RegExp(TEXTS.confirm) });
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: TEXTS.cancel })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: TEXTS.dialogTitle })).toBeVisible();
  },
};

/** On a phone the buttons take the full width under their text. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: TEXTS.heading });
    const button = canvas.getByRole('button', { name: TEXTS.deleteButton });
    await waitFor(() => {
      expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
      expect(Math.round(button.getBoundingClientRect().width)).toBeGreaterThan(250);
    });
  },
};
