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
import type { ComponentProps } from 'react';
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
