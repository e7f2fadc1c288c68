import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@hireloop/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(spinner).toHaveAttribute('data-slot', 'spinner');
    const icon = spinner.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(icon).animationName).toBe('spin');
    await expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" aria-label="Loading messages" />
      <Spinner aria-label="Loading plans" />
      <Spinner size="lg" aria-label="Loading session" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['Loading messages', 'Loading plans', 'Loading session'].map(
      (name) =>
        canvas.getByRole('status', { name }).querySelector('svg')!.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};

export const Colored: Story = {
  args: { className: 'text-primary', 'aria-label': 'Saving' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { name: 'Saving' });
    // The spinner takes the text colour it is given.
    await expect(getComputedStyle(spinner).color).not.toBe(getComputedStyle(canvasElement).color);
    await expect(getComputedStyle(spinner.querySelector('svg')!).stroke).toBe(
      getComputedStyle(spinner).color,
    );
  },
};
