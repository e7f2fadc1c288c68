import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_TEXTS as TEXTS, ReviewList, ServiceDetails, TierPicker } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { review, service, skillNames } from './fixtures';

const meta = {
  title: 'Services marketplace/ServiceDetails',
  component: ServiceDetails,
  args: {
    service,
    skillNames,
    sellerHref: '/talent/11',
    onNavigate: fn(),
    onEdit: fn(),
    onPublish: fn(),
    onPause: fn(),
    purchase: <TierPicker tiers={service.tiers} addOns={service.addOns} onBuy={fn()} />,
    reviews: <ReviewList reviews={[review]} />,
  },
} satisfies Meta<typeof ServiceDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer's view: the description as text, the questions, the tiers, the reviews. */
export const ForBuyers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script> stays text/)).toBeVisible();
    await expect(canvas.getByText(TEXTS.completedOrders(14))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: TEXTS.requirementQuestions })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('region', { name: TEXTS.sellerTools })).toBeNull();
  },
};

/** Its seller's draft: the notice, Edit and Publish. */
export const SellersDraft: Story = {
  args: { service: { ...service, status: 'draft', canManage: true, canBuy: false } },
  play: async ({ canvasElement, args }) => {
    const tools = within(canvasElement).getByRole('region', { name: TEXTS.sellerTools });
    await expect(within(tools).getByText(TEXTS.draftNotice)).toBeVisible();
    await userEvent.click(within(tools).getByRole('button', { name: TEXTS.publish }));
    await expect(args.onPublish).toHaveBeenCalled();
    await expect(within(tools).queryByRole('button', { name: TEXTS.pause })).toBeNull();
  },
};

/** Published and managed: Pause. */
export const SellersPublished: Story = {
  args: { service: { ...service, canManage: true, canBuy: false } },
  play: async ({ canvasElement, args }) => {
    const tools = within(canvasElement).getByRole('region', { name: TEXTS.sellerTools });
    await userEvent.click(within(tools).getByRole('button', { name: TEXTS.pause }));
    await expect(args.onPause).toHaveBeenCalled();
  },
};
