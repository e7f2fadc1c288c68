import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BillingPeriod } from '@hireloop/sdk';
import { EmployerPlanPicker, type EmployerPlanPickerProps } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The picker with its period held in state, as its users hold it. */
function PickerDemo({ period, onPeriodChange, ...props }: EmployerPlanPickerProps) {
  const [chosen, setChosen] = useState<BillingPeriod>(period);
  return (
    <EmployerPlanPicker
      {...props}
      period={chosen}
      onPeriodChange={(next) => {
        setChosen(next);
        onPeriodChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/EmployerPlanPicker',
  component: PickerDemo,
  args: { period: 'month', onPeriodChange: fn(), className: 'max-w-lg' },
} satisfies Meta<typeof PickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9's three employer plans, their prices, badges and quotas. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Billing period' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Monthly' })).toHaveTextContent('$99');
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
    await expect(canvas.getByRole('region', { name: 'Yearly' })).toHaveTextContent('$840');
    await expect(canvas.getByRole('region', { name: 'Yearly' })).toHaveTextContent('Save 30%');
    // One tab stop, the arrow keys move (the browser's own radio group).
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Lifetime/ })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Lifetime' })).toHaveTextContent('$2,499');
    await expect(canvas.getByRole('region', { name: 'Lifetime' })).toHaveTextContent('Best Value');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }), { pointerEventsCheck: 0 });
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Billing period' });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
