import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '@hireloop/ui';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

type DemoProps = ComponentProps<typeof DropdownMenu> & {
  onNavigate?: (page: string) => void;
  onLogOut?: () => void;
};

/** The shape of the account menu (SPEC §2: Library, Profile, Settings, Subscription, Log Out). */
function AccountMenuDemo({ onNavigate, onLogOut, ...props }: DemoProps) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56" align="start">
        <DropdownMenuLabel>Ada Lovelace</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {['Library', 'Profile', 'Settings', 'Subscription'].map((page) => (
            <DropdownMenuItem key={page} onSelect={() => onNavigate?.(page)}>
              {page}
              {page === 'Settings' && <DropdownMenuShortcut>⌘,</DropdownMenuShortcut>}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogOut}>
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: AccountMenuDemo,
  args: { onNavigate: fn(), onLogOut: fn(), onOpenChange: fn() },
} satisfies Meta<typeof AccountMenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    // Opened from the keyboard, the first item has focus; ArrowDown moves on.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Library' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('Profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardArrowDown: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Library' })).toHaveFocus(),
    );
    // End jumps to the last item; Space chooses it.
    await userEvent.keyboard('{End}');
    const logOut = within(menu).getByRole('menuitem', { name: 'Log Out' });
    await expect(logOut).toHaveFocus();
    await expect(logOut).toHaveAttribute('data-variant', 'destructive');
    await userEvent.keyboard(' ');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const PointerSelect: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Library', 'Profile', 'Settings⌘,', 'Subscription', 'Log Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Settings/ }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('Settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/**
 * Left open, so the axe check covers the open menu in both themes. Non-modal: a modal menu hides
 * the rest of the page (aria-hidden) while it traps focus, and axe, which knows dialogs but not
 * menus as modal, would report the hidden trigger as focusable.
 */
export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByText('⌘,')).toHaveAttribute(
      'data-slot',
      'dropdown-menu-shortcut',
    );
  },
};
