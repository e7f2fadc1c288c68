import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COLLECTIVE_TEXTS as TEXTS,
  CollectiveFilters,
  type CollectiveFilterValues,
} from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { skills } from './fixtures';

const empty: CollectiveFilterValues = { q: '', skill: '', size: '', maxRate: '' };

const meta = {
  title: 'Collectives/CollectiveFilters',
  component: CollectiveFilters,
  args: { value: empty, onChange: fn(), skills },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CollectiveFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CollectiveFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text, skill, size and a rate ceiling, each reported as typed. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: TEXTS.search }), 'ux');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.skill }), '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.size }), 'small');
    await userEvent.type(canvas.getByRole('spinbutton', { name: TEXTS.maxRate }), '80');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      q: 'ux',
      skill: '2',
      size: 'small',
      maxRate: '80',
    });
  },
};
