import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKIN_TEXTS as TEXTS, CheckinCard } from '@hireloop/ui';
import { expect, within } from 'storybook/test';
import {
  acknowledgedCheckin,
  dueCheckin,
  lateCheckin,
  missedCheckin,
  submittedCheckin,
} from './fixtures';

const meta = {
  title: 'Check-ins/CheckinCard',
  component: CheckinCard,
  args: { checkin: submittedCheckin },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckinCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted with a blocker: the badges, the answers question by question, as text. */
export const SubmittedWithBlocker: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-state', 'submitted');
    await expect(within(card).getByText(TEXTS.states.submitted)).toBeVisible();
    await expect(within(card).getByText(TEXTS.blockers)).toBeVisible();
    await expect(within(card).getByText('Waiting for the payment sandbox keys.')).toBeVisible();
    await expect(within(card).getByText('14')).toBeVisible();
  },
};

/** Acknowledged, with the reviewer's comment; the talent's side names the employer. */
export const Acknowledged: Story = {
  args: { checkin: acknowledgedCheckin },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(TEXTS.reviews.acknowledged)).toBeVisible();
    await expect(within(card).getByText('Great start, thanks!')).toBeVisible();
    await expect(card).toHaveTextContent('for Northwind Labs');
    // An unanswered optional question says so.
    await expect(within(card).getByText(TEXTS.noAnswer)).toBeVisible();
  },
};

/** Due, late and missed: one badge each, no answers yet. */
export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <CheckinCard checkin={dueCheckin} />
      <CheckinCard checkin={lateCheckin} />
      <CheckinCard checkin={missedCheckin} party="talent" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-state'))).toEqual([
      'due',
      'late',
      'missed',
    ]);
    await expect(within(cards[2]!).getByText(TEXTS.states.missed)).toBeVisible();
    await expect(cards[2]).toHaveTextContent('with Ada Lovelace');
  },
};
