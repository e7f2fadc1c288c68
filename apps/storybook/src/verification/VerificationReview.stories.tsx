import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationAuditLog, VerificationReviewList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { audit, reviews } from './fixtures';

const meta = {
  title: 'Verification/VerificationReviewList',
  component: VerificationReviewList,
  args: {
    reviews,
    documentHref: (id: number) => `/api/admin/verification/documents/${id}`,
    onDecide: fn(),
  },
} satisfies Meta<typeof VerificationReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue, oldest first: documents download, approve or reject with a reason. */
export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem', { name: /—/ });
    await expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Identity — Lukas Becker',
      'Portfolio — Priya Nair',
    ]);
    const first = within(items[0]!);
    await expect(
      first.getByRole('link', { name: /^Download passport-sample\.pdf/ }),
    ).toHaveAttribute('href', '/api/admin/verification/documents/21');
    await expect(first.getByText(/The document photo is blurred/)).toBeInTheDocument();
    await userEvent.type(first.getByLabelText('Reason for the rejection'), 'Expired passport');
    await userEvent.click(first.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith(11, {
      decision: 'reject',
      reason: 'Expired passport',
    });
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith(12, { decision: 'approve' });
  },
};

/** The server's field error for a rejection without a reason. */
export const ReasonRequired: Story = {
  args: {
    errors: {
      id: 11,
      fieldErrors: { reason: ['Give the reason for the rejection (at least 5 characters)'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Reason for the rejection')[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(/at least 5 characters/)).toBeInTheDocument();
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No verification is waiting for review.'),
    ).toBeInTheDocument();
  },
};

/** The audit log: who decided what, newest first. */
export const AuditLog: Story = {
  render: () => <VerificationAuditLog entries={audit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = within(canvas.getByRole('list', { name: 'Audit log' })).getAllByRole(
      'listitem',
    );
    await expect(entries[0]).toHaveTextContent('Hireloop Admin rejected Mateo Silva’s identity');
    await expect(entries[1]).toHaveTextContent('approved Avery Talent’s identity');
  },
};
