import type { Meta, StoryObj } from '@storybook/react-vite';
import { EVENT_MESSAGES } from '@hireloop/sdk/schemas';
import { EventForm } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Events/EventForm',
  component: EventForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    hosts: [
      { kind: 'company', id: 2, name: 'Northwind Labs' },
      { kind: 'collective', id: 4, name: 'Pixel Guild' },
    ],
    skills: [
      { id: 1, name: 'React' },
      { id: 2, name: 'TypeScript' },
    ],
  },
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted empty: the schema's field errors under their fields, nothing sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await expect(canvas.getByText(EVENT_MESSAGES.titleLength)).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in: sent with the host chosen and the places as typed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Host as'), 'collective:4');
    await userEvent.type(canvas.getByLabelText('Title'), 'Portfolio reviews');
    await userEvent.type(canvas.getByLabelText('Starts'), '2031-05-01T18:00');
    await userEvent.type(canvas.getByLabelText('Ends'), '2031-05-01T19:00');
    await userEvent.type(canvas.getByLabelText('Address'), 'Betahaus, Berlin');
    await userEvent.type(canvas.getByLabelText('Places'), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Portfolio reviews',
        hostKind: 'collective',
        hostCollectiveId: 4,
        capacity: '20',
      }),
    );
  },
};
