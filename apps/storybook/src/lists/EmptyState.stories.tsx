import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState } from '@hireloop/ui';
import { Bookmark } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

const browse = fn();

const meta = {
  title: 'Lists/EmptyState',
  component: EmptyState,
  args: {
    icon: <Bookmark />,
    title: 'No saved items yet',
    description: 'Save job requests and talent to find them here later.',
    action: <Button onClick={browse}>Browse opportunities</Button>,
  },
  beforeEach: () => {
    browse.mockClear();
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const empty = within(canvasElement);
    await expect(empty.getByRole('heading', { name: 'No saved items yet' })).toBeVisible();
    await expect(
      empty.getByText('Save job requests and talent to find them here later.'),
    ).toBeVisible();
    await userEvent.click(empty.getByRole('button', { name: 'Browse opportunities' }));
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, titleAs: 'h3' },
  play: async ({ canvasElement }) => {
    const empty = within(canvasElement);
    await expect(
      empty.getByRole('heading', { level: 3, name: 'No saved items yet' }),
    ).toBeVisible();
    await expect(empty.queryByRole('button')).toBeNull();
  },
};
