import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationKindCard } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notStarted, pendingIdentity, rejectedIdentity, verifiedDomain } from './fixtures';

const meta = {
  title: 'Verification/VerificationKindCard',
  component: VerificationKindCard,
  args: {
    item: notStarted('email'),
    onSendEmailLink: fn(),
    onSendCompanyDomainLink: fn(),
    onUploadDocument: fn(),
    onSubmitPortfolio: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,28rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerificationKindCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email, not started: one button mails the link. */
export const EmailNotStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Email' });
    await expect(card).toHaveTextContent('Not started');
    await userEvent.click(within(card).getByRole('button', { name: 'Send link' }));
    await expect(args.onSendEmailLink).toHaveBeenCalledOnce();
  },
};

/** Company domain: a work address, and the server's field error under it. */
export const CompanyDomainError: Story = {
  args: {
    item: notStarted('company_domain'),
    errors: { email: ['Use an address at your company’s domain, not a personal webmail address'] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Work email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/not a personal webmail address/)).toBeInTheDocument();
    await userEvent.type(input, 'morgan@northwind-labs.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(args.onSendCompanyDomainLink).toHaveBeenCalledWith(
      'morgan@northwind-labs.example',
    );
  },
};

/** A verified company domain: the date and the domain, no action. */
export const CompanyDomainVerified: Story = {
  args: { item: verifiedDomain },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verified')).toBeInTheDocument();
    await expect(canvas.getByText(/northwind-labs\.example/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Identity, not started: a file that is not JPEG, PNG or PDF by its content is refused here. */
export const IdentityUpload: Story = {
  args: { item: notStarted('identity') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload document' });
    await expect(upload).toBeDisabled();
    const input = canvas.getByLabelText('Document');
    await userEvent.upload(
      input,
      new File(['<html><script>alert(1)</script>'], 'id.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText(/This type of file is not accepted/)).toBeInTheDocument();
    await userEvent.upload(input, new File(['%PDF-1.4\n'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expect(args.onUploadDocument).toHaveBeenCalledOnce();
  },
};

/** Identity under review: the documents by name, more may be added. */
export const IdentityPending: Story = {
  args: { item: pendingIdentity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getByText(/passport\.pdf/)).toBeInTheDocument();
    await expect(canvas.getByText(/An admin is reviewing this/)).toBeInTheDocument();
  },
};

/** Rejected: the reason as text (markup stays text), and one may try again. */
export const IdentityRejected: Story = {
  args: { item: rejectedIdentity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('The photo is blurred <b>please</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByLabelText('Document')).toBeInTheDocument();
  },
};

/** Portfolio: links one per line, sent without the blank ones. */
export const Portfolio: Story = {
  args: { item: notStarted('portfolio') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('Links to your work (one per line)'),
      'https://ada.example{enter}{enter}https://github.com/ada',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmitPortfolio).toHaveBeenCalledWith({
      links: ['https://ada.example', 'https://github.com/ada'],
      note: '',
    });
  },
};
