import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, Spinner } from '@hireloop/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="skeleton"]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(skeleton).animationName).toBe('pulse');
    await expect(skeleton.getBoundingClientRect().width).toBe(192);
  },
};

export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-80 items-center gap-4">
      <Skeleton className="size-12 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Spinner size="sm" aria-label="Loading profile" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
    // The skeletons are silent; the spinner says what is loading.
    await expect(canvas.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
  },
};
