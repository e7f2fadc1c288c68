import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from '@hireloop/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { value: 40, 'aria-label': 'Profile completed', className: 'w-64' },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    // The indicator covers 40% of the track.
    const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-indicator"]')!;
    const track = bar.getBoundingClientRect();
    const shown = indicator.getBoundingClientRect().right - track.left;
    await expect(Math.round((shown / track.width) * 100)).toBe(40);
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const OutOfRange: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    // Values beyond 0–100 are clamped.
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completed' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const LabelledByText: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'usage-label', value: 60 },
  render: (args) => (
    <div className="grid w-64 gap-2">
      <span id="usage-label" className="text-sm">
        Projects used
      </span>
      <Progress {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Projects used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};
