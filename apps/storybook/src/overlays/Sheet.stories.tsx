import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@hireloop/ui';
import { MenuIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Messages', href: '/messages' },
  { label: 'Saved', href: '/saved' },
  { label: 'Marketplace', href: '/marketplace' },
];

/**
 * A client-side router's link, reduced: it runs the handler it is given (SheetClose's, which
 * closes the menu), then navigates without reloading the page.
 */
function RouterLink({
  onClick,
  onNavigate,
  href,
  ...props
}: ComponentProps<'a'> & { onNavigate?: (href: string) => void }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onNavigate?.(href ?? '');
      }}
      {...props}
    />
  );
}

type MenuProps = ComponentProps<typeof Sheet> & {
  side?: ComponentProps<typeof SheetContent>['side'];
  onNavigate?: (href: string) => void;
};

/** The shape of the app shell's slide-out menu on phones. */
function SlideOutMenu({ side = 'left', onNavigate, ...props }: MenuProps) {
  return (
    <Sheet {...props}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Go to a part of Hireloop.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="grid gap-1 px-4">
          {links.map((link) => (
            // A link closes the menu as it navigates.
            <SheetClose asChild key={link.href}>
              <RouterLink
                href={link.href}
                onNavigate={onNavigate}
                className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {link.label}
              </RouterLink>
            </SheetClose>
          ))}
        </nav>
        <SheetFooter>
          <Button>Start Subscription</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: SlideOutMenu,
  args: { onOpenChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof SlideOutMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
  await userEvent.click(trigger);
  const sheet = await screen.findByRole('dialog', { name: 'Menu' });
  return { trigger, sheet };
};

export const LeftMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, sheet } = await openMenu(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(sheet).toHaveAccessibleDescription('Go to a part of Hireloop.');
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    for (const link of links) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    // It hugs the left edge, full height.
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(box.left).toBe(0);
      expect(box.height).toBe(window.innerHeight);
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const LinkClosesMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const { sheet } = await openMenu(canvasElement);
    await userEvent.click(within(sheet).getByRole('link', { name: 'Messages' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/messages');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { trigger, sheet } = await openMenu(canvasElement);
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      // Three quarters of the 375 px screen, leaving the page visible beside it.
      expect(box.left).toBe(0);
      expect(box.width).toBeCloseTo(window.innerWidth * 0.75, 0);
    });
    await expect(within(sheet).getByRole('link', { name: 'Saved' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const RightByDefault: Story = {
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the job requests you see.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Show results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await waitFor(() => expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { side: 'bottom' },
  play: async ({ canvasElement }) => {
    const { sheet } = await openMenu(canvasElement);
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(box.bottom).toBe(window.innerHeight);
      expect(box.width).toBe(window.innerWidth);
    });
  },
};
