import type { Meta, StoryObj } from '@storybook/react-vite';
import { BidDetailsModal } from '@hireloop/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  acceptedProposal,
  employer,
  pendingProposal,
  talentSummary,
  withdrawnOutreach,
} from './fixtures';

const meta = {
  title: 'Forms/BidDetailsModal',
  component: BidDetailsModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onWithdraw: fn(),
    bid: pendingProposal,
    viewerId: employer.id,
  },
} satisfies Meta<typeof BidDetailsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = pendingProposal.jobRequest.title;

export const ReceiverOfPendingBid: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title });
    const modal = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Proposal from Ayo Okafor to Marisol Quenby');
    await expect(modal.getByText('Pending')).toHaveAttribute('data-slot', 'badge');
    await expect(modal.getByText('$85 / hour')).toBeVisible();
    await expect(modal.getByText(/I can start on Monday/)).toBeVisible();
    await expect(modal.getByText('Sent by Ayo Okafor')).toBeVisible();
    await expect(modal.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(pendingProposal.id);
    await userEvent.click(modal.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(pendingProposal.id);
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

export const SenderOfPendingBid: Story = {
  args: { viewerId: talentSummary.id },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title });
    const modal = within(dialog);
    await expect(modal.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(modal.queryByRole('button', { name: 'Decline' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(pendingProposal.id);
  },
};

export const DecidedBid: Story = {
  args: { bid: acceptedProposal },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: title });
    const modal = within(dialog);
    await expect(modal.getByText('Accepted')).toHaveAttribute('data-slot', 'badge');
    // The history: sent by the talent, then accepted by the employer.
    const history = modal.getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Sent by Ayo Okafor');
    await expect(entries[1]).toHaveTextContent('Accepted by Marisol Quenby');
    await expect(entries[1]).toHaveTextContent('Mar 6, 2025');
    // No actions on a decided bid, for either side.
    for (const name of ['Accept', 'Decline', 'Withdraw']) {
      await expect(modal.queryByRole('button', { name })).toBeNull();
    }
  },
};

export const WithdrawnOutreach: Story = {
  args: { bid: withdrawnOutreach, viewerId: talentSummary.id },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: withdrawnOutreach.jobRequest.title });
    const modal = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Outreach from Marisol Quenby to Ayo Okafor');
    await expect(modal.getByText('$500 fixed price')).toBeVisible();
    await expect(modal.getByText('Withdrawn by Marisol Quenby')).toBeVisible();
    await expect(modal.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Deciding: Story = {
  args: { pending: true, error: 'This bid was already withdrawn.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title });
    const modal = within(dialog);
    await expect(modal.getByRole('button', { name: /Accept/ })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(modal.getByRole('alert')).toHaveTextContent('This bid was already withdrawn.');
    await userEvent.click(modal.getByRole('button', { name: 'Decline' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};
