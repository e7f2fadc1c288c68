import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageMeter } from '@hireloop/ui';
import { expect, within } from 'storybook/test';
import { fullUsage, lifetimeUsage, monthlyUsage } from './fixtures';

const meta = {
  title: 'Forms/UsageMeter',
  component: UsageMeter,
  args: { usage: monthlyUsage, className: 'w-80' },
} satisfies Meta<typeof UsageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Job request usage' })).toBeVisible();
    await expect(canvas.getByText('0 of 1 job used')).toBeVisible();
    await expect(canvas.getByText('1 of 3 projects used')).toBeVisible();
    await expect(canvas.getByText('2 of 5 tasks used')).toBeVisible();
    const projects = canvas.getByRole('progressbar', { name: 'Projects' });
    await expect(projects).toHaveAttribute('aria-valuenow', String((1 / 3) * 100));
    await expect(canvas.getByRole('progressbar', { name: 'Tasks' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.queryByText('Limit reached')).toBeNull();
  },
};

export const Full: Story = {
  args: { usage: fullUsage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 1 job used')).toBeVisible();
    await expect(canvas.getByText('3 of 3 projects used')).toBeVisible();
    await expect(canvas.getByText('4 of 5 tasks used')).toBeVisible();
    // Jobs and projects are used up; tasks still have room.
    await expect(canvas.getAllByText('Limit reached')).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Projects' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Unlimited: Story = {
  args: { usage: lifetimeUsage, title: 'Lifetime plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Lifetime plan' })).toBeVisible();
    await expect(canvas.getAllByText('Unlimited')).toHaveLength(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('Limit reached')).toBeNull();
  },
};

export const ProjectsOnly: Story = {
  args: { types: ['project'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('1 of 3 projects used')).toBeVisible();
  },
};
