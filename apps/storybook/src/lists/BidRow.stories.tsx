import type { Meta, StoryObj } from '@storybook/react-vite';
import { BidRow, BidRowSkeleton } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bids, pendingBid } from './fixtures';

const meta = {
  title: 'Lists/BidRow',
  component: BidRow,
  args: { bid: pendingBid, viewerRole: 'employer', onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,40rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BidRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmployerView: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    // An employer sees the talent who bid.
    await expect(row.getByText('Tobiah Renwick · Proposal · Job')).toBeVisible();
    await expect(row.getByText('$72 / hour')).toBeVisible();
    await expect(row.getByText('Mar 5, 2025')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: pendingBid.jobRequest.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(pendingBid);
  },
};

export const TalentView: Story = {
  args: { viewerRole: 'talent' },
  play: async ({ canvasElement }) => {
    // A talent sees the employer instead.
    await expect(within(canvasElement).getByText('Marisol Quenby · Proposal · Job')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-2">
      {bids.map((bid) => (
        <li key={bid.id}>
          <BidRow {...args} bid={bid} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    for (const status of ['Pending', 'Accepted', 'Declined', 'Withdrawn']) {
      await expect(list.getByText(status)).toBeVisible();
    }
    // A fixed-price bid shows one amount; a bid without a rate says so.
    await expect(list.getByText('$500 fixed price')).toBeVisible();
    await expect(list.getByText('No rate offered')).toBeVisible();
    await userEvent.click(
      list.getByRole('button', { name: 'Audit the accessibility of our checkout' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(bids[1]);
  },
};

export const NotOpenable: Story = {
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText(pendingBid.jobRequest.title)).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <BidRowSkeleton />
      <BidRowSkeleton />
      <BidRowSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('status', { name: 'Loading bid' }),
    ).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    await expect(row.getByText('Pending')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: pendingBid.jobRequest.title }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
