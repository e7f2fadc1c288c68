import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKETPLACE_MESSAGES } from '@hireloop/sdk/schemas';
import { MARKET_TEXTS as TEXTS, ServiceForm } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { service, skills } from './fixtures';

const meta = {
  title: 'Services marketplace/ServiceForm',
  component: ServiceForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    skills,
    sellers: [
      { kind: 'talent', id: 11, name: 'Ada Lovelace' },
      { kind: 'collective', id: 4, name: 'Pixel Guild' },
    ],
  },
} satisfies Meta<typeof ServiceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted empty: each error under its own field (a tier's price too), nothing sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.createDraft }));
    await expect(canvas.getByText(MARKETPLACE_MESSAGES.titleLength)).toBeVisible();
    await expect(canvas.getByText(MARKETPLACE_MESSAGES.priceInvalid)).toBeVisible();
    const tier = canvas.getByRole('group', { name: TEXTS.tier(1) });
    await expect(within(tier).getByLabelText(TEXTS.price)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two tiers, an add-on and a question, sold as a collective: sent as numbers. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(TEXTS.sellAs), 'collective:4');
    await userEvent.type(canvas.getByLabelText(TEXTS.title), 'Logo and brand sheet');
    await userEvent.type(canvas.getByLabelText(TEXTS.description), 'A logo in three variants.');
    const first = canvas.getByRole('group', { name: TEXTS.tier(1) });
    await userEvent.type(within(first).getByLabelText(TEXTS.tierName), 'Basic');
    await userEvent.type(within(first).getByLabelText(TEXTS.price), '120');
    await userEvent.type(within(first).getByLabelText(TEXTS.deliveryDaysLabel), '5');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.addTier }));
    const second = canvas.getByRole('group', { name: TEXTS.tier(2) });
    await userEvent.type(within(second).getByLabelText(TEXTS.tierName), 'Premium');
    await userEvent.type(within(second).getByLabelText(TEXTS.price), '400');
    await userEvent.type(within(second).getByLabelText(TEXTS.deliveryDaysLabel), '10');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.addAddOn }));
    const addOn = canvas.getByRole('group', { name: TEXTS.addOn(1) });
    await userEvent.type(within(addOn).getByLabelText(TEXTS.addOnName), 'Source files');
    await userEvent.type(within(addOn).getByLabelText(TEXTS.addOnPrice), '50');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.addQuestion }));
    await userEvent.type(canvas.getByLabelText(TEXTS.question(1)), 'Your company name?');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.createDraft }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Logo and brand sheet',
        sellerKind: 'collective',
        collectiveId: 4,
        tiers: [
          expect.objectContaining({ name: 'Basic', price: 120, deliveryDays: 5, revisions: 1 }),
          expect.objectContaining({ name: 'Premium', price: 400, deliveryDays: 10 }),
        ],
        addOns: [{ name: 'Source files', price: 50, extraDays: 0 }],
        questions: [{ text: 'Your company name?', required: true }],
      }),
    );
  },
};

/** Editing: the service's values are in place; the seller is not asked again. */
export const Editing: Story = {
  args: { service: { ...service, canManage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(TEXTS.sellAs)).toBeNull();
    await expect(canvas.getByLabelText(TEXTS.title)).toHaveValue(service.title);
    await expect(canvas.getAllByRole('group', { name: /^Tier \d$/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: TEXTS.addTier })).toBeNull();
    await expect(canvas.getByRole('button', { name: TEXTS.save })).toBeVisible();
  },
};
