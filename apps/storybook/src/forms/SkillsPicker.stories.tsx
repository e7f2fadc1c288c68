import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkillsPicker } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { skills } from './fixtures';

/** The picker with its value held in state, as a form holds it. */
function SkillsPickerDemo({ onChange }: { onChange: (ids: number[]) => void }) {
  const [value, setValue] = useState<readonly (string | number)[]>(['2']);
  return (
    <SkillsPicker
      className="w-80"
      skills={skills}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SkillsPicker',
  component: SkillsPickerDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof SkillsPickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await expect(picker.getByRole('group', { name: 'Skills' })).toBeVisible();
    await expect(picker.getByRole('group', { name: 'Available skills' })).toBeVisible();
    // A string id ("2") is read as the number 2 (SPEC §5).
    await expect(picker.getByRole('checkbox', { name: 'TypeScript' })).toBeChecked();
    await userEvent.type(picker.getByRole('searchbox', { name: 'Search skills' }), 'DE');
    // The search narrows the list, ignoring case.
    await expect(picker.getAllByRole('checkbox')).toHaveLength(2);
    await expect(picker.getByRole('checkbox', { name: 'Node.js' })).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: 'Product design' })).toBeVisible();
    // Keyboard: Space ticks the focused checkbox.
    picker.getByRole('checkbox', { name: 'Node.js' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([2, 3]);
    await userEvent.click(picker.getByRole('button', { name: 'Remove TypeScript' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([3]);
    await expect(
      within(picker.getByRole('list', { name: 'Chosen skills' })).getByText('Node.js'),
    ).toBeVisible();
  },
};
