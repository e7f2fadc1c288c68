import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Job title', placeholder: 'Senior React developer', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' });
    await userEvent.type(input, 'Data engineer');
    await expect(input).toHaveValue('Data engineer');
    await expect(args.onChange).toHaveBeenCalledTimes('Data engineer'.length);
    await expect(input).toHaveAttribute('data-slot', 'input');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Data engineer' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Data engineer');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="email">Email</Label>
      <Input
        {...args}
        aria-label={undefined}
        id="email"
        type="email"
        placeholder="you@company.com"
        defaultValue="ada@"
        aria-invalid
        aria-describedby="email-error"
      />
      <p id="email-error" className="text-sm text-destructive">
        Invalid email
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Invalid email');
    // The invalid border takes the destructive colour, the same as the error text.
    const errorColour = getComputedStyle(canvas.getByText('Invalid email')).color;
    await expect(getComputedStyle(input).borderTopColor).toBe(errorColour);
  },
};

export const WithLabel: Story = {
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="department">Department</Label>
      <Input {...args} aria-label={undefined} id="department" placeholder="Engineering" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Department' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Design');
    await expect(input).toHaveValue('Design');
  },
};
