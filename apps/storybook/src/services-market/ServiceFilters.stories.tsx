import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  EMPTY_SERVICE_FILTERS,
  MARKET_TEXTS as TEXTS,
  ServiceFilters,
  type ServiceFilterValues,
} from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { skills } from './fixtures';

const meta = {
  title: 'Services marketplace/ServiceFilters',
  component: ServiceFilters,
  args: { value: EMPTY_SERVICE_FILTERS, onChange: fn(), skills },
  render: function Render(args) {
    const [value, setValue] = useState<ServiceFilterValues>(args.value);
    return (
      <ServiceFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ServiceFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Skill, price, delivery time, rating and order: each change goes out whole; digits only. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.skill), '2');
    await userEvent.type(canvas.getByLabelText(TEXTS.maxPrice), '5x00');
    await userEvent.type(canvas.getByLabelText(TEXTS.maxDays), '7');
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.minRating), '4');
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.sort), 'price_low');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      q: '',
      skill: 2,
      priceMax: '500',
      deliveryMax: '7',
      ratingMin: 4,
      sort: 'price_low',
    });
  },
};

/** A delivery time the query refuses: the error shows under the field. */
export const FieldError: Story = {
  args: {
    value: { ...EMPTY_SERVICE_FILTERS, deliveryMax: '400' },
    errors: { deliveryMax: ['Enter a delivery time of 1 to 90 days'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(TEXTS.maxDays)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a delivery time of 1 to 90 days')).toBeVisible();
  },
};
