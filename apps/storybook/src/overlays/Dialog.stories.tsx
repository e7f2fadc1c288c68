import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@hireloop/ui';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

type DemoProps = ComponentProps<typeof Dialog> & {
  contentProps?: ComponentProps<typeof DialogContent>;
  onWithdraw?: () => void;
};

/** A confirmation as the bid details modal might ask it. */
function WithdrawBidDialog({ contentProps, onWithdraw, ...props }: DemoProps) {
  return (
    <Dialog {...props}>
      <DialogTrigger asChild>
        <Button variant="outline">Withdraw bid</Button>
      </DialogTrigger>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle>Withdraw this bid?</DialogTitle>
          <DialogDescription>
            The employer will no longer see your proposal. You can send a new one while the job
            request is open.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep bid</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onWithdraw}>
              Withdraw
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: WithdrawBidDialog,
  args: { onOpenChange: fn(), onWithdraw: fn() },
} satisfies Meta<typeof WithdrawBidDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Withdraw bid' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this bid?' });
  return { trigger, dialog };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openDialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByText('Withdraw this bid?')).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'The employer will no longer see your proposal. You can send a new one while the job request is open.',
    );
    // Focus moved into the dialog and stays there: tabbing cycles through its controls.
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const ActionCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    // The backdrop is the background token at 80 %: translucent, not transparent.
    const backdrop = getComputedStyle(overlay!).backgroundColor;
    await expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
    await expect(backdrop).toMatch(/[/,] 0\.8\)$/);
    await userEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClickOutsidePrevented: Story = {
  args: {
    contentProps: { onInteractOutside: fn((event: Event) => event.preventDefault()) },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await userEvent.click(overlay!);
    // The dialog decides while dispatching the outside press: it asked onInteractOutside, which
    // prevented it, and it did not ask to close (nothing is left to happen later).
    await waitFor(() =>
      expect(args.contentProps?.onInteractOutside).toHaveBeenCalledWith(
        expect.objectContaining({ defaultPrevented: true }),
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    // The other ways out still work.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EscapePrevented: Story = {
  args: {
    contentProps: { onEscapeKeyDown: fn((event: KeyboardEvent) => event.preventDefault()) },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    // As above: the Escape was offered to onEscapeKeyDown, prevented, and no close was asked.
    await waitFor(() =>
      expect(args.contentProps?.onEscapeKeyDown).toHaveBeenCalledWith(
        expect.objectContaining({ defaultPrevented: true }),
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep bid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutCloseButton: Story = {
  args: { contentProps: { showCloseButton: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Keep bid' })).toBeVisible();
  },
};

const terms = [
  ['Scope', 'The work described in the job request, and nothing beyond it without a new bid.'],
  ['Rate', 'Hourly or fixed, as the bid states; a fixed price is paid once the work is accepted.'],
  ['Schedule', 'Start and end dates agreed in Messages before the work begins.'],
  ['Ownership', 'Everything delivered belongs to the employer once it is paid for.'],
  ['Confidentiality', 'Neither side shares the other’s private information outside Hireloop.'],
  ['Changes', 'Either side may propose changes in Messages; both must agree to them.'],
  ['Ending early', 'Either side may end the work with notice; finished work is still paid.'],
  ['Disputes', 'Raise a problem in Messages first; Hireloop support helps if it stays open.'],
] as const;

/** A tall dialog on a phone: full width minus margins, scrolling inside. */
export const TallOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Read the terms</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Engagement terms</DialogTitle>
          <DialogDescription>What both sides agree to when a bid is accepted.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-4 text-sm">
          {terms.map(([term, text]) => (
            <div key={term} className="grid gap-1">
              <dt className="font-medium">{term}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
          {terms.map(([term, text]) => (
            <div key={`${term}-again`} className="grid gap-1">
              <dt className="font-medium">{term} (renewal)</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Engagement terms' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      // 375 px screen minus a 1 rem margin each side.
      expect(Math.round(box.width)).toBe(window.innerWidth - 32);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(getComputedStyle(dialog).overflowY).toBe('auto');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** From `sm` up the dialog is at most `max-w-lg` (32 rem) wide, centred. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(512);
      expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
    });
  },
};

/** A dialog without a DialogTrigger: a button sets `open` (as /messages' "New message" does). */
function OpenedByButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        New message
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New message</DialogTitle>
            <DialogDescription>Search for a person to write to.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}

export const FocusReturnsToTheOpener: Story = {
  render: () => <OpenedByButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New message' });
    for (const close of ['{Escape}', 'close button'] as const) {
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'New message' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      if (close === '{Escape}') await userEvent.keyboard(close);
      else await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Radix alone returns focus to a DialogTrigger only: here it would be on the body.
      await expect(button).toHaveFocus();
    }
  },
};
