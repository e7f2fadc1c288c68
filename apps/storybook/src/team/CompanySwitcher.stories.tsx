import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanySwitcher, TEAM_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { companies } from './fixtures';

const meta = {
  title: 'Team/CompanySwitcher',
  component: CompanySwitcher,
  args: { companies, onSwitch: fn() },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active company is chosen; picking another switches to it. */
export const Switch: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: TEXTS.companyLabel });
    await expect(select).toHaveValue('1');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Northwind Labs (Recruiter)', 'Riley Chen (Owner)']);
    await userEvent.selectOptions(select, '2');
    await expect(args.onSwitch).toHaveBeenCalledWith(2);
  },
};

/** With one company there is nothing to switch: nothing shows. */
export const OneCompany: Story = {
  args: { companies: companies.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
