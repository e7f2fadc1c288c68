import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyDetailsForm, TEAM_TEXTS as TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { companyLogo } from '../shell/fixtures';

const northwind = {
  name: 'Northwind Labs',
  website: 'https://northwind.example',
  logoUrl: companyLogo,
};

const meta = {
  title: 'Team/CompanyDetailsForm',
  component: CompanyDetailsForm,
  args: { company: northwind, currentRole: 'owner', onSave: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,42rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner renames the company and clears its logo: Save sends what the sdk's schema outputs. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: TEXTS.companyName });
    await expect(name).toHaveValue(northwind.name);
    await userEvent.clear(name);
    await userEvent.type(name, '  Northwind Robotics ');
    await userEvent.clear(canvas.getByRole('textbox', { name: TEXTS.companyLogo }));
    const website = canvas.getByRole('textbox', { name: TEXTS.companyWebsite });
    await userEvent.clear(website);
    await userEvent.type(website, 'https://robotics.northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveCompany }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Northwind Robotics',
      website: 'https://robotics.northwind.example',
      logoUrl: null,
    });
  },
};

/** A website that is not a link, and an empty name, are refused under their fields. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: TEXTS.companyName });
    const website = canvas.getByRole('textbox', { name: TEXTS.companyWebsite });
    await userEvent.clear(name);
    await userEvent.clear(website);
    await userEvent.type(website, 'northwind dot example');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveCompany }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAccessibleDescription(
      new RegExp(`^${TEXTS.companyWebsiteHint} .+`),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's field error shows under its field. */
export const ServerError: Story = {
  args: { serverErrors: { name: ['This name is taken'] } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: TEXTS.companyName });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This name is taken');
  },
};

/** A refusal that names no field shows above Save. */
export const Failed: Story = {
  args: { error: 'You can no longer manage this team' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You can no longer manage this team',
    );
  },
};

/** Saving: Save waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: TEXTS.savingCompany }),
    ).toBeDisabled();
  },
};

/** A recruiter (or viewer) sees the details read-only: the logo, the name, the website's link. */
export const ReadOnly: Story = {
  args: { currentRole: 'recruiter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(northwind.name)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: TEXTS.companyLogoAlt(northwind.name) }),
    ).toHaveAttribute('src', companyLogo);
    const link = canvas.getByRole('link', { name: northwind.website });
    await expect(link).toHaveAttribute('href', northwind.website);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No logo nor website yet: a building icon and "No website yet". */
export const Bare: Story = {
  args: {
    currentRole: 'viewer',
    company: { name: 'Northwind Labs', website: null, logoUrl: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(TEXTS.noWebsite)).toBeVisible();
  },
};
