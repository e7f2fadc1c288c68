import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VerificationKinds, VerifiedBadge, VerifiedOnlyFilter } from '@hireloop/ui';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Verification/VerifiedBadge',
  component: VerifiedBadge,
  args: { badge: { verified: true, kinds: ['email', 'identity'], companyDomain: null } },
} satisfies Meta<typeof VerifiedBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An approved identity: "Verified". */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verified')).toBeInTheDocument();
  },
};

/** Nothing but an email: no badge at all. */
export const NotVerified: Story = {
  args: { badge: { verified: false, kinds: ['email'], companyDomain: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Verified')).toBeNull();
  },
};

/** What a profile lists as verified, with an employer's company domain. */
export const Kinds: Story = {
  render: () => (
    <VerificationKinds
      badge={{
        verified: false,
        kinds: ['email', 'company_domain'],
        companyDomain: 'northwind-labs.example',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Company domain · northwind-labs\.example/)).toBeInTheDocument();
  },
};

function FilterDemo() {
  const [checked, setChecked] = useState(false);
  return (
    <div className="grid gap-2">
      <VerifiedOnlyFilter checked={checked} onCheckedChange={setChecked} />
      <output>{checked ? 'verified only' : 'everyone'}</output>
    </div>
  );
}

/** The explorer's "Verified only". */
export const Filter: Story = {
  render: () => <FilterDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Verified only' }));
    await expect(canvas.getByText('verified only')).toBeInTheDocument();
  },
};
