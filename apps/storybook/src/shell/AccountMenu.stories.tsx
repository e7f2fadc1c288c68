import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenu } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileImage, stayOnPage } from './fixtures';

const links = ['Library', 'Profile', 'Settings', 'Subscription'];

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: {
    accountType: 'talent',
    name: 'Ada Lovelace',
    onSwitchAccount: fn(),
    onLogout: fn(),
    onNavigate: fn(stayOnPage),
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Talent: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      ...links,
      'Switch to Employer',
      'Log Out',
    ]);
    await expect(items.slice(0, 4).map((item) => item.getAttribute('href'))).toEqual([
      '/library',
      '/profile',
      '/settings',
      '/subscription',
    ]);
    await expect(within(menu).queryByRole('menuitem', { name: 'Switch to Talent' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onSwitchAccount).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Employer: Story = {
  args: { accountType: 'employer', name: 'Grace Hopper', image: profileImage },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([...links, 'Switch to Talent', 'Log Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to Talent' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('talent');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Library' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/profile', expect.anything());
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** A router's link prevents the click's default; the menu still closes. */
export const FollowLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings', expect.anything());
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
