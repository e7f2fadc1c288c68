import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  SkillsCombobox,
} from '@hireloop/ui';
import { useId, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { skills } from './fixtures';

type DemoProps = {
  onChange: (ids: number[]) => void;
  initial?: readonly (string | number)[];
  max?: number;
  maxMessage?: string;
  disabled?: boolean;
  error?: string;
};

/** The combobox with its value held in state, as a form holds it, and a field error if given. */
function SkillsComboboxDemo({ onChange, initial = ['2'], error, ...props }: DemoProps) {
  const [value, setValue] = useState<readonly (string | number)[]>(initial);
  const errorId = useId();
  return (
    <div className="grid w-80 max-w-full gap-2">
      <SkillsCombobox
        skills={skills}
        value={value}
        onChange={(ids) => {
          setValue(ids);
          onChange(ids);
        }}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Forms/SkillsCombobox',
  component: SkillsComboboxDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof SkillsComboboxDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard alone: open, move, choose, close; the combobox and listbox states as APG sets. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Skills' });
    // A string id ("2") is read as the number 2 (SPEC §5): TypeScript is a chip.
    const chips = canvas.getByRole('list', { name: 'Chosen skills' });
    await expect(within(chips).getByText('TypeScript')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();

    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens on the first option; the box keeps focus (aria-activedescendant). The
    // list's code loads on the field's first focus: the list shows once it has arrived.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox', { name: 'Skills' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(box).toHaveFocus();
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await expect(box).toHaveAttribute('aria-activedescendant', option('React').id);
    await expect(option('TypeScript')).toHaveAttribute('aria-selected', 'true');
    await expect(option('React')).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', option('Node.js').id);
    await userEvent.keyboard('{End}');
    await expect(box).toHaveAttribute('aria-activedescendant', option('Technical writing').id);
    // Down from the last option wraps to the first; Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', option('React').id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', option('Technical writing').id);
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([2, 1]);
    await expect(option('React')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('React added, 2 skills chosen');
    // Enter again unchooses; the list stays open for more.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    await expect(listbox).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Typing filters, ignoring case, names that start with the text first; the count is announced. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.type(box, 'DE');
    const listbox = await canvas.findByRole('listbox', { name: 'Skills' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Node.js', 'Product design']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 skills found');
    await userEvent.clear(box);
    await userEvent.type(box, 'p');
    // "PostgreSQL", "Product design", "Python" start with p; "TypeScript" only holds one.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PostgreSQL', 'Product design', 'Python', 'TypeScript']);
    // The best match is active: Enter chooses it and keeps the text for the next one.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([2, 4]);
    await expect(box).toHaveValue('p');

    await userEvent.clear(box);
    await userEvent.type(box, 'zz');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('No skills match “zz”.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No skills match “zz”');
    await expect(box).toHaveAccessibleDescription('No skills match “zz”.');
    // Escape with the list closed clears the search.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** Chips: the labelled remove buttons, and Backspace in the empty box removes the last chip. */
export const ChipRemoval: Story = {
  args: { initial: [1, 2, 3] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Skills' });
    const chips = canvas.getByRole('list', { name: 'Chosen skills' });
    // Chips keep the order chosen.
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'TypeScript', 'Node.js']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TypeScript' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3]);
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'TypeScript removed, 2 skills chosen',
    );

    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    // With text in the box, Backspace edits the text.
    await userEvent.type(box, 'ab{Backspace}');
    await expect(box).toHaveValue('a');
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await userEvent.clear(box);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: 'Chosen skills' })).toBeNull();
  },
};

/** A limit (the form passes the sdk's constant and message): the rest become unavailable. */
export const MaxLimit: Story = {
  args: { initial: [1], max: 2, maxMessage: 'Choose at most 2 skills' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.type(box, 'type');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2]);
    await expect(canvas.getByText('Choose at most 2 skills')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Choose at most 2 skills');

    await userEvent.clear(box);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox', { name: 'Skills' });
    const python = within(listbox).getByRole('option', { name: 'Python' });
    await expect(python).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(python);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose at most 2 skills');
    // A chosen one can still be unchosen, which lifts the limit.
    await userEvent.click(within(listbox).getByRole('option', { name: 'React' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    await expect(python).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText('Choose at most 2 skills')).toBeNull();
  },
};

/** A field error: aria-invalid on the box, the message read as its description. */
export const WithError: Story = {
  args: { initial: [], error: 'Choose at least one skill' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Skills' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Choose at least one skill');
  },
};

/** Disabled: no typing, no list, no removing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Skills' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove TypeScript' })).toBeDisabled();
  },
};

/**
 * In a Radix dialog on a 375 px phone: the list opens inside the dialog, fits its width, and
 * Escape closes the list, not the dialog.
 */
export const InDialogOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit skills</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your skills</DialogTitle>
          <DialogDescription>Employers find talent by skill.</DialogDescription>
        </DialogHeader>
        <SkillsComboboxDemo {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit skills' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your skills' });
    const box = within(dialog).getByRole('combobox', { name: 'Skills' });
    await userEvent.click(box);
    const listbox = await within(dialog).findByRole('listbox', { name: 'Skills' });
    await waitFor(() => {
      const list = listbox.getBoundingClientRect();
      expect(list.left).toBeGreaterThanOrEqual(0);
      expect(list.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Figma' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([2, 5]);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
