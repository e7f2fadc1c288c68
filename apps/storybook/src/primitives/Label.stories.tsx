import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Input, Label } from '@hireloop/ui';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Label',
  component: Label,
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = {
  render: () => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="location">Location</Label>
      <Input id="location" placeholder="Lisbon" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Location' });
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Location'));
    await expect(input).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="terms" />
      <Label htmlFor="terms">Send me new opportunities</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me new opportunities' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me new opportunities'));
    await expect(checkbox).toBeChecked();
  },
};

export const DisabledControl: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="newsletter" disabled />
      <Label htmlFor="newsletter">Weekly digest</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Weekly digest' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Weekly digest'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
  },
};
