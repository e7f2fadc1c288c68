import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell, StickyMessageBanner, type RenderLink } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companyLogo, profileImage, stayOnPage, stickyMessages } from './fixtures';

const talentPrimary = ['Home', 'Messages (3 unread)', 'Saved', 'Events', 'Marketplace'];
const employerPrimary = ['Home', 'Messages (3 unread)', 'Saved', 'Marketplace', 'Team'];
const talentTop = [
  'Opportunities',
  'Bid Manager',
  'Talent Explorer',
  'Collectives',
  'Skills Database',
];
const employerTop = [
  'Talent Explorer',
  'Skills Database',
  'Bid Manager',
  'Events',
  'Insights',
  'Requests',
];

/** The accessible names of the links in a navigation landmark, in order. */
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    accountType: 'talent',
    profile: { name: 'Ada Lovelace', profileImage: null },
    unreadMessages: 3,
    unreadNotifications: 2,
    hasActiveSubscription: false,
    currentPath: '/',
    onUpgrade: fn(),
    onJobRequest: fn(),
    onSwitchAccount: fn(),
    onLogout: fn(),
    onNavigate: fn(stayOnPage),
    children: (
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Welcome back</h1>
        <p className="text-muted-foreground">Three new opportunities match your skills.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Talent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const primary = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(primary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/messages', '/saved', '/events', '/marketplace']);
    const primaryLinks = within(primary).getAllByRole('link');
    await expect(primaryLinks).toHaveLength(talentPrimary.length);
    for (const [index, name] of talentPrimary.entries()) {
      await expect(primaryLinks[index]).toHaveAccessibleName(name);
    }
    await expect(within(primary).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const top = canvas.getByRole('navigation', { name: 'Tools' });
    await expect(linkNames(top)).toEqual(talentTop);
    await expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/opportunities', '/bid-manager', '/explorer', '/collective', '/skills']);
    await expect(canvas.queryByRole('button', { name: 'Job Request' })).toBeNull();
    // Desktop: the sidebar shows, the mobile menu button does not.
    await expect(canvas.getByRole('complementary')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByText('Talent Account')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications (2 unread)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Lite' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await userEvent.click(within(top).getByRole('link', { name: 'Bid Manager' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/bid-manager', expect.anything());
  },
};

export const Employer: Story = {
  args: {
    accountType: 'employer',
    profile: { name: 'Grace Hopper', companyName: 'Acme Robotics', companyLogo },
    currentPath: '/requests/42',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const primary = canvas.getByRole('navigation', { name: 'Main' });
    const primaryLinks = within(primary).getAllByRole('link');
    await expect(primaryLinks).toHaveLength(employerPrimary.length);
    for (const [index, name] of employerPrimary.entries()) {
      await expect(primaryLinks[index]).toHaveAccessibleName(name);
    }
    await expect(primaryLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/messages',
      '/saved',
      '/marketplace',
      '/team',
    ]);
    const top = canvas.getByRole('navigation', { name: 'Tools' });
    await expect(linkNames(top)).toEqual(employerTop);
    await expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/explorer', '/skills', '/bid-manager', '/events', '/insights', '/requests']);
    // A sub-page marks its section.
    await expect(within(top).getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(primary).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('img', { name: 'Acme Robotics logo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade to Lite' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Subscription' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Job Request' }));
    await expect(args.onJobRequest).toHaveBeenCalledTimes(1);
  },
};

export const EmployerWithActiveSubscription: Story = {
  args: {
    accountType: 'employer',
    profile: { name: 'Grace Hopper', companyName: 'Acme Robotics', companyLogo },
    hasActiveSubscription: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Start Subscription' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Upgrade to Lite' })).toBeNull();
    // The Job Request button stays: it opens the job request modal then.
    await expect(canvas.getByRole('button', { name: 'Job Request' })).toBeVisible();
  },
};

export const TalentWithActiveSubscription: Story = {
  args: { hasActiveSubscription: true, profile: { name: 'Ada Lovelace', profileImage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upgrade to Lite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Job Request' })).toBeNull();
    await expect(canvas.getByText('Talent Account')).toBeVisible();
  },
};

export const NothingUnread: Story = {
  args: { unreadMessages: 0, unreadNotifications: 0, hasNotifications: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(primary).getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="notification-dot"]')).toBeNull();
  },
};

export const AccountMenuFromHeader: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to Employer' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('employer');
  },
};

/** An app that has not built some pages yet hides their links rather than linking to a 404. */
const built = new Set([
  '/',
  '/messages',
  '/saved',
  '/explorer',
  '/skills',
  '/bid-manager',
  '/requests',
  '/profile',
  '/settings',
  '/subscription',
]);

export const UnbuiltPagesHidden: Story = {
  args: {
    accountType: 'employer',
    profile: { name: 'Grace Hopper', companyName: 'Acme Robotics', companyLogo },
    showNavItem: (item) => built.has(item.href),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/messages', '/saved']);
    await expect(linkNames(canvas.getByRole('navigation', { name: 'Tools' }))).toEqual([
      'Talent Explorer',
      'Skills Database',
      'Bid Manager',
      'Requests',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Library' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Your router's link: every shell link renders through it. */
const routerLink: RenderLink = ({ onClick, ...props }) => (
  <a
    {...props}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);

export const WithRouterLinks: Story = {
  args: { renderLink: routerLink, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = [
      ...within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link'),
      ...within(canvas.getByRole('navigation', { name: 'Tools' })).getAllByRole('link'),
      canvas.getByRole('link', { name: 'Notifications (2 unread)' }),
    ];
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(canvas.getByRole('link', { name: 'Saved' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/saved', expect.anything());
  },
};

export const WithStickyMessages: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-4">
        <StickyMessageBanner messages={stickyMessages} onRead={fn()} />
        <h1 className="text-2xl font-semibold">Welcome back</h1>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    const region = within(main).getByRole('region', { name: 'Announcements' });
    await expect(within(region).getAllByRole('article')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The sidebar and the header's top nav are hidden below md.
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Tools' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Notifications (2 unread)' })).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const primary = within(menu).getByRole('navigation', { name: 'Main' });
    const primaryLinks = within(primary).getAllByRole('link');
    await expect(primaryLinks).toHaveLength(talentPrimary.length);
    for (const [index, name] of talentPrimary.entries()) {
      await expect(primaryLinks[index]).toHaveAccessibleName(name);
    }
    await expect(linkNames(within(menu).getByRole('navigation', { name: 'Tools' }))).toEqual(
      talentTop,
    );
    await expect(within(menu).getByText('Talent Account')).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Upgrade to Lite' })).toBeVisible();

    // Following a link closes the menu. The dialog takes pointer events once its opening has
    // settled (Radix sets them in an effect): a click before that lands on nothing.
    await waitFor(() => expect(getComputedStyle(menu).pointerEvents).not.toBe('none'));
    await userEvent.click(within(primary).getByRole('link', { name: 'Saved' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/saved', expect.anything());
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const MobileEmployer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    accountType: 'employer',
    profile: { name: 'Grace Hopper', companyName: null, companyLogo: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Job Request' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const primaryLinks = within(
      within(menu).getByRole('navigation', { name: 'Main' }),
    ).getAllByRole('link');
    for (const [index, name] of employerPrimary.entries()) {
      await expect(primaryLinks[index]).toHaveAccessibleName(name);
    }
    await expect(linkNames(within(menu).getByRole('navigation', { name: 'Tools' }))).toEqual(
      employerTop,
    );
    await expect(
      within(menu).getByRole('link', { name: 'Complete company profile' }),
    ).toBeVisible();
    // The upgrade button closes the menu before the subscription modal opens.
    await userEvent.click(within(menu).getByRole('button', { name: 'Start Subscription' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
