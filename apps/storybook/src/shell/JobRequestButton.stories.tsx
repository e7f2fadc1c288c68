import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobRequestButton } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/JobRequestButton',
  component: JobRequestButton,
  args: { accountType: 'employer', onClick: fn() },
} satisfies Meta<typeof JobRequestButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Employer: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Job Request' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Talent: Story = {
  args: { accountType: 'talent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Job Request' })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="job-request-button"]')).toBeNull();
  },
};
