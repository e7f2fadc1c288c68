import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label, Textarea } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Description', onChange: fn() },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Build the billing page.{Enter}Ship it behind a flag.');
    await expect(textarea).toHaveValue('Build the billing page.\nShip it behind a flag.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Build the billing page.' },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, ' More.', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue('Build the billing page.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="grid w-80 gap-2">
      <Label htmlFor="description">Description</Label>
      <Textarea
        {...args}
        aria-label={undefined}
        id="description"
        aria-invalid
        aria-describedby="description-error"
      />
      <p id="description-error" className="text-sm text-destructive">
        Description is required
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Description is required');
    const errorColour = getComputedStyle(canvas.getByText('Description is required')).color;
    await expect(getComputedStyle(textarea).borderTopColor).toBe(errorColour);
  },
};
