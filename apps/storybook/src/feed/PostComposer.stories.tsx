import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEED_TEXTS as TEXTS, PostComposer } from '@hireloop/ui';
import { FEED_MESSAGES } from '@hireloop/sdk/schemas';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Career feed/PostComposer',
  component: PostComposer,
  args: { onSubmit: fn(async () => true) },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Writing a question for followers: sent with its kind and audience, then cleared. */
export const Writing: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: TEXTS.composerLabel });
    await expect(within(form).getByRole('button', { name: TEXTS.post })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(TEXTS.composerLabel), 'Any tips for k6?');
    await userEvent.selectOptions(within(form).getByLabelText(TEXTS.kindLabel), 'question');
    await userEvent.selectOptions(within(form).getByLabelText(TEXTS.visibilityLabel), 'followers');
    await userEvent.click(within(form).getByRole('button', { name: TEXTS.post }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      body: 'Any tips for k6?',
      kind: 'question',
      visibility: 'followers',
    });
    await expect(within(form).getByLabelText(TEXTS.composerLabel)).toHaveValue('');
  },
};

/** A server field error shows under the text, tied to it. */
export const FieldError: Story = {
  args: { errors: { body: [FEED_MESSAGES.bodyTooLong] } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: TEXTS.composerLabel });
    const box = within(form).getByLabelText(TEXTS.composerLabel);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(FEED_MESSAGES.bodyTooLong);
  },
};

/** A collective's owner posts for its members only: "Post as" opens the members' audience. */
export const AsCollective: Story = {
  args: { collectives: [{ id: 4, name: 'Rust Guild' }] },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: TEXTS.composerLabel });
    const audience = within(form).getByLabelText(TEXTS.visibilityLabel);
    await expect(
      within(audience).queryByRole('option', { name: TEXTS.visibilities.collective }),
    ).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText(TEXTS.postAsLabel), '4');
    await userEvent.selectOptions(audience, 'collective');
    await userEvent.type(within(form).getByLabelText(TEXTS.composerLabel), 'Members: retro at 5');
    await userEvent.click(within(form).getByRole('button', { name: TEXTS.post }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      body: 'Members: retro at 5',
      kind: 'update',
      visibility: 'collective',
      collectiveId: 4,
    });
  },
};
