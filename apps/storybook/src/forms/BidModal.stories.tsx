import type { Meta, StoryObj } from '@storybook/react-vite';
import { BidModal } from '@hireloop/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { employerRequests, talent } from './fixtures';

const meta = {
  title: 'Forms/BidModal',
  component: BidModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onJobRequestChange: fn(),
    kind: 'outreach',
    jobRequests: employerRequests,
    talent,
  },
} satisfies Meta<typeof BidModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Proposal: Story = {
  args: { kind: 'proposal', jobRequests: [employerRequests[0]!], talent: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send a proposal' });
    const form = within(dialog);
    await expect(form.getByText(employerRequests[0]!.title)).toBeVisible();
    // No outreach count on a proposal.
    await expect(form.queryByText(/outreach bids left/)).toBeNull();
    await userEvent.type(form.getByRole('spinbutton', { name: 'Your rate (USD per hour)' }), '85');
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message' }),
      '  I have shipped two booking dashboards.  ',
    );
    await userEvent.click(form.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'proposal',
      jobRequestId: 41,
      rate: 85,
      message: 'I have shipped two booking dashboards.',
    });
  },
};

export const ProposalValidation: Story = {
  args: { kind: 'proposal', jobRequests: [employerRequests[1]!], talent: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send a proposal' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Send proposal' }));
    // A fixed-price request asks for one price.
    await expect(
      form.getByRole('spinbutton', { name: 'Fixed Price (USD)' }),
    ).toHaveAccessibleDescription('Enter your rate');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write a message',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutreachOneSent: Story = {
  args: { sentOutreach: 1 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite talent to a job request' });
    const form = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(
      'Invite Ayo Okafor to one of your job requests. Up to 3 talent outreach bids per job request.',
    );
    await expect(form.getByText('2 of 3 outreach bids left')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Job request' })).toHaveTextContent(
      employerRequests[0]!.title,
    );
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message' }),
      'Your booking work fits this role.',
    );
    const send = form.getByRole('button', { name: 'Send outreach' });
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // The rate is optional for outreach: left empty, it is not sent.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'outreach',
      jobRequestId: 41,
      talentId: talent.id,
      message: 'Your booking work fits this role.',
    });
  },
};

export const OutreachLimitReached: Story = {
  args: { sentOutreach: 3 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite talent to a job request' });
    const form = within(dialog);
    await expect(form.getByText('0 of 3 outreach bids left')).toBeVisible();
    const send = form.getByRole('button', { name: 'Send outreach' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(
      /All 3 outreach bids for this job request have been sent/,
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutreachPerRequest: Story = {
  args: { sentOutreach: { 41: 3, 42: 0 } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite talent to a job request' });
    const form = within(dialog);
    await expect(form.getByText('0 of 3 outreach bids left')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send outreach' })).toBeDisabled();
    // Choosing another request shows its own count and allows sending.
    await userEvent.click(form.getByRole('combobox', { name: 'Job request' }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: employerRequests[1]!.title }),
    );
    await expect(args.onJobRequestChange).toHaveBeenCalledWith(42);
    await expect(await form.findByText('3 of 3 outreach bids left')).toBeVisible();
    await userEvent.type(
      form.getByRole('spinbutton', { name: 'Fixed Price (USD), optional' }),
      '450',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Would you audit it?');
    await userEvent.click(form.getByRole('button', { name: 'Send outreach' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'outreach',
      jobRequestId: 42,
      talentId: talent.id,
      rate: 450,
      message: 'Would you audit it?',
    });
  },
};

export const ServerError: Story = {
  args: { sentOutreach: 2, error: 'This talent already has an outreach bid for this job request.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite talent to a job request' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This talent already has an outreach bid for this job request.',
    );
    await expect(within(dialog).getByText('1 of 3 outreach bids left')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { sentOutreach: 0, pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite talent to a job request' });
    const send = within(dialog).getByRole('button', { name: /Send outreach/ });
    await expect(send).toBeDisabled();
    await expect(within(send).getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
