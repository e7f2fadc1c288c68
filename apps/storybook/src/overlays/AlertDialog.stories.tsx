import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  buttonVariants,
} from '@hireloop/ui';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

type DemoProps = ComponentProps<typeof AlertDialog> & { onRevoke?: () => void };

/** A confirmation as the partner list asks it. */
function RevokeAlertDialog({ onRevoke, ...props }: DemoProps) {
  return (
    <AlertDialog {...props}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Revoke</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke Brightpath Bootcamp?</AlertDialogTitle>
          <AlertDialogDescription>
            Its widgets stop working on every site at once.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={onRevoke}
          >
            Revoke
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  component: RevokeAlertDialog,
  args: { onOpenChange: fn(), onRevoke: fn() },
} satisfies Meta<typeof RevokeAlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke' }));
  return screen.findByRole('alertdialog', { name: 'Revoke Brightpath Bootcamp?' });
};

/** Cancel has the focus; clicking outside does not close it; Cancel does, back to the trigger. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Its widgets stop working on every site at once.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke' })).toHaveFocus();
  },
};

/** The action runs and closes the dialog. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape closes it too. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** An alert dialog without a trigger: a button sets `open` (as a list's "Remove" might). */
function OpenedByButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Remove
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove this member?</AlertDialogTitle>
            <AlertDialogDescription>They lose access to the team at once.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep them</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

export const FocusReturnsToTheOpener: Story = {
  render: () => <OpenedByButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this member?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Radix alone returns focus to an AlertDialogTrigger only: here it would be on the body.
    await expect(button).toHaveFocus();
  },
};
