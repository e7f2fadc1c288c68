import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobRequestForm } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { skills } from './fixtures';

const meta = {
  title: 'Forms/JobRequestForm',
  component: JobRequestForm,
  args: { onSubmit: fn(), skills, className: 'w-[36rem] max-w-full' },
} satisfies Meta<typeof JobRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    // Without onCancel there is no Cancel button (e.g. on a page rather than in the modal).
    await expect(form.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), '   ');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Nightly jobs.');
    await userEvent.click(form.getByRole('button', { name: 'Post job request' }));
    // Whitespace only is no title (SPEC §5 "title required").
    await expect(await form.findByText('Title is required')).toBeVisible();
    await expect(form.queryByText('Description is required')).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Data engineer');
    await userEvent.click(form.getByRole('button', { name: 'Post job request' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Defaults: type job, rate type hourly, no skills; blank optional fields are not set.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Data engineer',
        type: 'job',
        rateType: 'hourly',
        skills: [],
        minRate: undefined,
        location: undefined,
        experience: undefined,
      }),
    );
  },
};

export const NoSkillsToChoose: Story = {
  args: { skills: [] },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText('No skills to choose from.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Skills' })).toHaveAccessibleDescription(
      'No skills to choose from.',
    );
  },
};
