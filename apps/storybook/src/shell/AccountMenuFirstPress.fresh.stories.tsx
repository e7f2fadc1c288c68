import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenu } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stayOnPage } from './fixtures';

/**
 * The account menu's first press, while its dropdown code is still on its way. Its own file, named
 * `*.fresh.stories.tsx`: such files run in a fresh page each (vitest.config.ts), while the other
 * files share one and the other AccountMenu stories load the dropdown. In Storybook's UI, reload
 * the page on this story to see it again from the start.
 */
const meta = {
  title: 'Shell/AccountMenu/First press',
  component: AccountMenu,
  args: {
    accountType: 'employer',
    name: 'Grace Hopper',
    onSwitchAccount: fn(),
    onLogout: fn(),
    onNavigate: fn(stayOnPage),
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dropdown's code arrives between the press and the release (a slow tap on a phone, or a
 * chunk already in the HTTP cache): the real trigger has replaced the stand-in before the click,
 * and the menu still opens, as Radix's own trigger opens on the press.
 */
export const CodeArrivesDuringThePress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByRole('button', { name: 'Account menu' });
    // Radix's trigger carries an id; the stand-in that renders before the code has none.
    if (standIn.id) throw new Error('The dropdown was already loaded: reload this story.');

    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn });
    // The open menu is modal: the trigger is then hidden from the accessibility tree.
    const trigger = () => canvas.getByRole('button', { name: 'Account menu', hidden: true });
    await waitFor(() => expect(trigger()).not.toBe(standIn));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: trigger() });

    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to Talent' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('talent');
  },
};
