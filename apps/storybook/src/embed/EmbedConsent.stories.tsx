import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMBED_TEXTS, EmbedConsent } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Embed/EmbedConsent',
  component: EmbedConsent,
  args: {
    partnerName: 'Northwind Bootcamp',
    purpose: EMBED_TEXTS.purpose['job-request'],
    user: { name: 'Marisol Quenby', email: 'marisol@example.com' },
    onContinue: fn(),
    onSwitchAccount: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof EmbedConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', {
      name: EMBED_TEXTS.consentTitle('Northwind Bootcamp'),
    });
    await expect(region).toHaveTextContent(
      EMBED_TEXTS.consentDescription('Northwind Bootcamp', 'post job requests'),
    );
    await expect(region).toHaveTextContent('marisol@example.com');
    await expect(region).toHaveTextContent(EMBED_TEXTS.consentNote('Northwind Bootcamp'));
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.consentContinue }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: EMBED_TEXTS.consentSwitch }));
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const proceed = canvas.getByRole('button', { name: /Continue/ });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: EMBED_TEXTS.consentSwitch })).toBeDisabled();
    await userEvent.click(proceed, { pointerEventsCheck: 0 });
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'This site is not allowed to use this Hireloop partner key' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This site is not allowed to use this Hireloop partner key',
    );
  },
};

/** Whatever a partner named itself is text, never markup. */
export const PartnerNameIsText: Story = {
  args: { partnerName: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'Continue to <img src=x onerror=alert(1)>' }),
    ).toBeVisible();
  },
};
