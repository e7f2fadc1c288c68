import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobRequestCard, JobRequestCardSkeleton, toSkillNames } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixedTaskRequest, rangeJobRequest, skills } from './fixtures';

const meta = {
  title: 'Lists/JobRequestCard',
  component: JobRequestCard,
  args: {
    jobRequest: rangeJobRequest,
    skillNames: toSkillNames(skills),
    saved: false,
    onSavedChange: fn(),
    onSendProposal: fn(),
  },
  // Save is a controlled toggle: the story keeps the state the `saved` arg starts from, as the
  // app's saved-items store would.
  render: function Render({ saved: initiallySaved, onSavedChange, ...args }) {
    const [saved, setSaved] = useState(initiallySaved);
    const toggle = (next: boolean) => {
      onSavedChange?.(next);
      setSaved(next);
    };
    return (
      <JobRequestCard
        {...args}
        saved={saved}
        onSavedChange={onSavedChange ? toggle : undefined}
        className="w-[min(100%,28rem)]"
      />
    );
  },
} satisfies Meta<typeof JobRequestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RateRange: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: rangeJobRequest.title });
    const inCard = within(card);
    await expect(inCard.getByRole('heading', { name: rangeJobRequest.title })).toBeVisible();
    await expect(inCard.getByText('Job')).toBeVisible();
    await expect(inCard.getByText('Active')).toBeVisible();
    await expect(inCard.getByText('Fernhollow Analytics')).toBeVisible();
    await expect(inCard.getByText('$50–$90 / hour')).toBeVisible();
    await expect(inCard.getByText('Lisbon · Hybrid')).toBeVisible();
    await expect(inCard.getByText('3 bids')).toBeVisible();
    await expect(inCard.getByText('Mar 4, 2025')).toBeVisible();
    // Skill ids are shown by name; an id the lookup does not know (99) is left out.
    const skillList = inCard.getByRole('list', { name: 'Skills' });
    await expect(
      within(skillList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);

    const save = inCard.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenCalledWith(true);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenLastCalledWith(false);
    await expect(save).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(inCard.getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSendProposal).toHaveBeenCalledWith(rangeJobRequest);
  },
};

export const SavedFixedPrice: Story = {
  args: { jobRequest: fixedTaskRequest, saved: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    // A fixed price shows one amount; maxRate plays no part.
    await expect(card.getByText('$500 fixed price')).toBeVisible();
    await expect(card.getByText('Task')).toBeVisible();
    await expect(card.getByText('Paused')).toBeVisible();
    await expect(card.getByText('Remote')).toBeVisible();
    await expect(card.getByText('No bids yet')).toBeVisible();
    const save = card.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await expect(args.onSavedChange).toHaveBeenCalledWith(false);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

export const OpenEndedRate: Story = {
  args: {
    jobRequest: { ...rangeJobRequest, minRate: 400, maxRate: null, rateType: 'daily', skills: [] },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('From $400 / day')).toBeVisible();
    await expect(card.queryByRole('list', { name: 'Skills' })).toBeNull();
  },
};

export const WithoutActions: Story = {
  args: { onSavedChange: undefined, onSendProposal: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('$50–$90 / hour')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

export const ProposalDisabled: Story = {
  args: { sendProposalDisabled: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send proposal' });
    await expect(send).toBeDisabled();
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSendProposal).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => (
    <div className="flex w-[min(100%,28rem)] flex-col gap-4">
      <JobRequestCardSkeleton />
      <JobRequestCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const loading = within(canvasElement).getAllByRole('status', { name: 'Loading job request' });
    await expect(loading).toHaveLength(2);
    await expect(loading[0]).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('$50–$90 / hour')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSendProposal).toHaveBeenCalledTimes(1);
  },
};
