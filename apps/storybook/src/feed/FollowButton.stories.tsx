import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEED_TEXTS as TEXTS, FollowButton } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Career feed/FollowButton',
  component: FollowButton,
  args: { name: 'Pixel Forge', following: false, onToggle: fn() },
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed yet: "Follow", named after who it follows, not pressed. */
export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow Pixel Forge' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(TEXTS.followSkillButton);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Followed: "Following", pressed; pressing it again asks to unfollow. */
export const Following: Story = {
  args: { following: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following Pixel Forge' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** While the follows load or a change is sent, it cannot be pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
