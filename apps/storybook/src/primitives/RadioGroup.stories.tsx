import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label, RadioGroup, RadioGroupItem } from '@hireloop/ui';
import { JOB_REQUEST_TYPES, type JobRequestType } from '@hireloop/sdk/schemas';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** Display names for the story (the job request form owns the real ones). */
const TYPE_NAMES: Record<JobRequestType, string> = { job: 'Job', project: 'Project', task: 'Task' };

/**
 * Radix checks a radio when it gains focus while an arrow key is held, as a person's key press
 * lasts longer than the focus move; user-event releases a key at once, so hold it until the
 * focused option is checked.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight', next: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(next).toHaveFocus());
  await waitFor(() => expect(next).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { defaultValue: 'job', onValueChange: fn() },
  render: (args) => (
    <div className="grid gap-3">
      <span id="request-type" className="text-sm font-medium">
        Request type
      </span>
      <RadioGroup {...args} aria-labelledby="request-type">
        {JOB_REQUEST_TYPES.map((type) => (
          <div key={type} className="flex items-center gap-2">
            <RadioGroupItem value={type} id={`type-${type}`} />
            <Label htmlFor={`type-${type}`}>{TYPE_NAMES[type]}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Request type' });
    const job = within(group).getByRole('radio', { name: 'Job' });
    const project = within(group).getByRole('radio', { name: 'Project' });
    const task = within(group).getByRole('radio', { name: 'Task' });
    await expect(job).toBeChecked();
    await userEvent.tab();
    await expect(job).toHaveFocus();
    await pressArrow('ArrowDown', project);
    await expect(job).not.toBeChecked();
    await pressArrow('ArrowRight', task);
    await expect(project).not.toBeChecked();
    // The selection wraps around from the last option to the first, and back.
    await pressArrow('ArrowDown', job);
    await expect(task).not.toBeChecked();
    await pressArrow('ArrowUp', task);
    await expect(job).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('task');
  },
};

export const ChooseByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Task'));
    await expect(canvas.getByRole('radio', { name: 'Task' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Job' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('task');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const project = canvas.getByRole('radio', { name: 'Project' });
    await expect(project).toBeDisabled();
    await userEvent.click(project, { pointerEventsCheck: 0 });
    await expect(project).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
