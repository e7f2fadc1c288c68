import type { Meta, StoryObj } from '@storybook/react-vite';
import { TalentCard, TalentCardSkeleton, toSkillNames } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { skills, talent } from './fixtures';

const meta = {
  title: 'Lists/TalentCard',
  component: TalentCard,
  args: {
    talent,
    skillNames: toSkillNames(skills),
    saved: false,
    onSavedChange: fn(),
    onSendOutreach: fn(),
  },
  // Save is a controlled toggle: the story keeps the state the `saved` arg starts from.
  render: function Render({ saved: initiallySaved, onSavedChange, ...args }) {
    const [saved, setSaved] = useState(initiallySaved);
    const toggle = (next: boolean) => {
      onSavedChange?.(next);
      setSaved(next);
    };
    return (
      <TalentCard
        {...args}
        saved={saved}
        onSavedChange={onSavedChange ? toggle : undefined}
        className="w-[min(100%,24rem)]"
      />
    );
  },
} satisfies Meta<typeof TalentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Tobiah Renwick' }));
    await expect(card.getByRole('heading', { name: 'Tobiah Renwick' })).toBeVisible();
    await expect(card.getByText('Product Designer')).toBeVisible();
    await expect(card.getByText('Porto, Portugal')).toBeVisible();
    await expect(card.getByText('$65 / hour')).toBeVisible();
    // No profile image: the generated avatar shows the initials.
    await expect(card.getByText('TR')).toBeVisible();
    await expect(
      within(card.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Figma', 'Product design', 'React']);

    const save = card.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenCalledWith(true);
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(card.getByRole('button', { name: 'Send outreach' }));
    await expect(args.onSendOutreach).toHaveBeenCalledWith(talent);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenCalledWith(false);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SparseProfile: Story = {
  args: {
    talent: { ...talent, title: null, bio: null, location: null, hourlyRate: null, skills: [] },
    onSavedChange: undefined,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Talent')).toBeVisible();
    await expect(card.queryByText(/\/ hour/)).toBeNull();
    await expect(card.queryByRole('list', { name: 'Skills' })).toBeNull();
    await expect(card.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const OutreachDisabled: Story = {
  args: { sendOutreachDisabled: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send outreach' });
    await expect(send).toBeDisabled();
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSendOutreach).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => <TalentCardSkeleton className="w-[min(100%,24rem)]" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading talent' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('$65 / hour')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Send outreach' }));
    await expect(args.onSendOutreach).toHaveBeenCalledTimes(1);
  },
};
