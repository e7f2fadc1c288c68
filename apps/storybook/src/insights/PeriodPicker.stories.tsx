import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERIOD_ORDER_MESSAGE } from '@hireloop/sdk';
import { INSIGHTS_TEXTS as T, PeriodPicker } from '@hireloop/ui/insights';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TODAY } from './fixtures';

const meta = {
  title: 'Insights/PeriodPicker',
  component: PeriodPicker,
  args: { from: '2026-03-02', to: TODAY, today: TODAY, onChange: fn() },
} satisfies Meta<typeof PeriodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days are pressed; a preset and a custom period both report their days. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: T.presets[30] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(form.getByRole('button', { name: T.presets[7] }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-03-25', to: TODAY });
    const from = form.getByLabelText(T.from);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.click(form.getByRole('button', { name: T.apply }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: TODAY });
  },
};

/** The server's field error sits under its input and describes it. */
export const FieldError: Story = {
  args: { errors: { to: [PERIOD_ORDER_MESSAGE] } },
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByLabelText(T.to);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(PERIOD_ORDER_MESSAGE);
  },
};
