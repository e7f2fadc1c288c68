import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeButton } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/UpgradeButton',
  component: UpgradeButton,
  args: { accountType: 'talent', hasActiveSubscription: false, onClick: fn() },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpgradeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Talent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Lite' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Start Subscription' })).toBeNull();
  },
};

export const Employer: Story = {
  args: { accountType: 'employer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Subscription' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Upgrade to Lite' })).toBeNull();
  },
};

export const TalentWithActiveSubscription: Story = {
  args: { hasActiveSubscription: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="upgrade-button"]')).toBeNull();
  },
};

export const EmployerWithActiveSubscription: Story = {
  args: { accountType: 'employer', hasActiveSubscription: true },
  play: TalentWithActiveSubscription.play,
};
