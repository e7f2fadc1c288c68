import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLLECTIVE_RATE_ORDER_MESSAGE, COLLECTIVE_SLUG_MESSAGE } from '@hireloop/sdk/schemas';
import { COLLECTIVE_TEXTS as TEXTS, CollectiveForm } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { details, skills } from './fixtures';

const meta = {
  title: 'Collectives/CollectiveForm',
  component: CollectiveForm,
  args: { skills, onSave: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,40rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectiveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new collective: the sdk's schema checks before sending; valid values go out parsed. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: TEXTS.slug }), 'Not A Slug');
    await userEvent.type(canvas.getByRole('spinbutton', { name: TEXTS.rateMin }), '90');
    await userEvent.type(canvas.getByRole('spinbutton', { name: TEXTS.rateMax }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: TEXTS.name }), 'Pixel Forge');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(canvas.getByText(COLLECTIVE_SLUG_MESSAGE)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: TEXTS.slug }));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(canvas.getByText(COLLECTIVE_RATE_ORDER_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('spinbutton', { name: TEXTS.rateMax }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: TEXTS.rateMax }), '120');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Pixel Forge',
        rateMin: 90,
        rateMax: 120,
        joinPolicy: 'request',
      }),
    );
  },
};

/** Editing: the stored values, and the server's field error under its field. */
export const EditWithServerError: Story = {
  args: { collective: details, serverErrors: { slug: ['This address is taken: choose another'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: TEXTS.name })).toHaveValue(details.name);
    await expect(canvas.getByRole('textbox', { name: TEXTS.slug })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('This address is taken: choose another')).toBeInTheDocument();
  },
};
