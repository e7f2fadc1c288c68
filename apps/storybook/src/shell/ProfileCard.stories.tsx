import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companyLogo, profileImage, stayOnPage } from './fixtures';

const meta = {
  title: 'Shell/ProfileCard',
  component: ProfileCard,
  args: { accountType: 'employer', name: 'Grace Hopper', onNavigate: fn(stayOnPage) },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmployerWithLogo: Story = {
  args: { companyName: 'Acme Robotics', companyLogo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: 'Acme Robotics logo' });
    await expect(logo).toHaveAttribute('src', companyLogo);
    await expect(canvas.queryByText('Complete company profile')).toBeNull();
    await expect(canvas.queryByText('Talent Account')).toBeNull();
  },
};

export const EmployerWithName: Story = {
  args: { companyName: 'Acme Robotics', companyLogo: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acme Robotics')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('Complete company profile')).toBeNull();
  },
};

export const EmployerMissingCompany: Story = {
  args: { companyName: null, companyLogo: null },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Complete company profile' });
    await expect(link).toHaveAttribute('href', '/profile');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/profile', expect.anything());
  },
};

export const Talent: Story = {
  args: { accountType: 'talent', name: 'Ada Lovelace', profileImage: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Talent Account')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    // No picture: the generated avatar shows the initials on a colour.
    const fallback = canvasElement.querySelector<HTMLElement>('[data-slot="avatar-fallback"]');
    await expect(fallback).toHaveTextContent('AL');
    await expect(fallback).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
  },
};

export const TalentWithImage: Story = {
  args: { accountType: 'talent', name: 'Ada Lovelace', profileImage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Talent Account')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toHaveAttribute(
        'src',
        profileImage,
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toBeNull();
  },
};

export const TalentWithBrokenImage: Story = {
  args: {
    accountType: 'talent',
    name: 'Ada Lovelace',
    profileImage: 'data:image/png;base64,bm90IGFuIGltYWdl',
  },
  play: async ({ canvasElement }) => {
    // The picture fails to load, so the generated avatar stays.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('AL'),
    );
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
  },
};
