import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIBRARY_MESSAGES } from '@hireloop/sdk/schemas';
import {
  LIBRARY_TEXTS as TEXTS,
  EMPTY_LIBRARY_FILTERS,
  LibraryCollectionForm,
  LibraryFilters,
  LibraryResourceForm,
} from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collection, guide, lockedTemplate, readable } from './fixtures';

const meta = {
  title: 'Library/LibraryResourceForm',
  component: LibraryResourceForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof LibraryResourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new resource: the sdk's schema gives the field errors; a fixed form submits with skills. */
export const NewResource: Story = {
  args: {
    skills: [
      { id: 1, name: 'React' },
      { id: 2, name: 'TypeScript' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(TEXTS.title), 'x');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(canvas.getByText(LIBRARY_MESSAGES.titleLength)).toBeVisible();
    await expect(canvas.getByText(LIBRARY_MESSAGES.bodyRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(TEXTS.title), ' guide to proposals');
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.requiredPlan), 'lite');
    await userEvent.type(canvas.getByLabelText(TEXTS.body), '# Proposals');
    const skillsBox = canvas.getByRole('combobox', { name: TEXTS.skills });
    await expect(skillsBox).toHaveAccessibleDescription(TEXTS.skillsHint());
    await userEvent.type(skillsBox, 'rea{Enter}');
    await userEvent.clear(skillsBox);
    await userEvent.type(skillsBox, 'type{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'x guide to proposals',
        requiredPlan: 'lite',
        skills: [1, 2],
      }),
    );
  },
};

/** Editing a video link without its address: the field error under the link. */
export const VideoNeedsAnAddress: Story = {
  args: { resource: { ...readable, kind: 'video', videoUrl: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(canvas.getByText(LIBRARY_MESSAGES.videoUrlRequired)).toBeVisible();
    await expect(canvas.getByLabelText(TEXTS.videoUrl)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The collection form: include a resource, move it up, save in that order. */
export const CollectionOrder: Story = {
  render: (args) => (
    <LibraryCollectionForm
      collection={{ ...collection, items: [guide] }}
      resources={[guide, lockedTemplate]}
      onSubmit={args.onSubmit as never}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: TEXTS.include(lockedTemplate.title) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.moveUp(lockedTemplate.title) }));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ resourceIds: [lockedTemplate.id, guide.id] }),
    );
  },
};

function FiltersDemo({ onChange }: { onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(EMPTY_LIBRARY_FILTERS);
  return (
    <LibraryFilters
      value={value}
      skills={[{ id: 1, name: 'React' }]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The library's filters: a search, kind, audience, plan, skill. */
export const Filters: Story = {
  render: (args) => <FiltersDemo onChange={args.onSubmit as never} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.kind), 'template');
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.plan), 'lite');
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'template', plan: 'lite' }),
    );
  },
};
