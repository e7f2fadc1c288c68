import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@hireloop/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Remote' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Remote');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(getComputedStyle(badge).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

const variants = [
  ['default', 'Active'],
  ['secondary', 'Draft'],
  ['destructive', 'Declined'],
  ['outline', 'Remote'],
  ['success', 'Accepted'],
  ['warning', 'Pending'],
] as const;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map(([variant, text]) => (
        <Badge key={variant} variant={variant}>
          {text}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = variants.map(([, text]) => {
      const badge = canvas.getByText(text);
      return getComputedStyle(badge).backgroundColor;
    });
    // Each variant has its own background; outline has none and shows its border instead.
    await expect(new Set(backgrounds).size).toBe(variants.length);
    const outline = canvas.getByText('Remote');
    await expect(getComputedStyle(outline).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(outline).borderTopWidth).toBe('1px');
  },
};

export const AsLink: Story = {
  render: () => (
    <Badge asChild variant="outline">
      <a href="#skills">React</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'React' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await expect(link).toHaveAttribute('href', '#skills');
  },
};
