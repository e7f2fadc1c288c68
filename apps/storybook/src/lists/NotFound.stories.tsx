import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Lists/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // SPEC §2, word for word.
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(/^404 Page Not Found$/);
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const WithOnHome: Story = {
  args: { onHome: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('link')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Go to Home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const WithRouterLink: Story = {
  args: {
    homeHref: '/dashboard',
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to Home' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '404 Page Not Found' }),
    ).toBeVisible();
  },
};
