import type { Meta, StoryObj } from '@storybook/react-vite';
import { PARTNER_TEXTS as TEXTS, PartnerList } from '@hireloop/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { activePartner, partners, revokedPartner } from './fixtures';

const meta = {
  title: 'Partners/PartnerList',
  component: PartnerList,
  args: {
    partners,
    onCopyText: fn(),
    onEdit: fn(),
    onRevoke: fn(),
    onRegister: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,42rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner's card, found by its name. */
const partnerNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('listitem', { name });

/** An active partner and a revoked one: name, key, origins, dates; actions on the active one. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const active = partnerNamed(canvasElement, activePartner.name);
    await expect(within(active).getByRole('heading', { name: activePartner.name })).toBeVisible();
    await expect(active.querySelector('code')).toHaveTextContent(activePartner.publishableKey);
    const origins = within(active).getByRole('list', { name: TEXTS.origins });
    await expect(
      within(origins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(activePartner.allowedOrigins);
    await expect(active).toHaveTextContent('Registered Mar 4, 2025');
    await expect(within(active).queryByText(TEXTS.revoked)).toBeNull();

    const revoked = partnerNamed(canvasElement, revokedPartner.name);
    await expect(revoked).toHaveAttribute('data-state', 'revoked');
    await expect(within(revoked).getByText(TEXTS.revoked)).toBeVisible();
    await expect(revoked).toHaveTextContent('Registered Jan 15, 2025 · revoked Feb 20, 2025');
    // A revoked partner can be neither edited nor revoked again.
    await expect(within(revoked).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(within(revoked).queryByRole('button', { name: /^Revoke/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: `Edit ${activePartner.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(activePartner);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/** "Copy" hands the key to the callback, then reads "Copied" (said by a live region too). */
export const CopyKey: Story = {
  play: async ({ canvasElement, args }) => {
    const active = partnerNamed(canvasElement, activePartner.name);
    const copy = within(active).getByRole('button', {
      name: `Copy the key of ${activePartner.name}`,
    });
    await userEvent.click(copy);
    await expect(args.onCopyText).toHaveBeenCalledWith(activePartner.publishableKey);
    await waitFor(() => expect(copy).toHaveAccessibleName(TEXTS.copied));
    await expect(within(active).getByRole('status')).toHaveTextContent(TEXTS.copied);
    // Back to "Copy" after two seconds.
    await waitFor(() => expect(copy).toHaveAccessibleName(/^Copy the key/), { timeout: 4000 });
  },
};

/** The clipboard refused (the callback rejected): the button says so. */
export const CopyFailed: Story = {
  args: { onCopyText: fn(() => Promise.reject(new Error('Permission denied'))) },
  play: async ({ canvasElement, args }) => {
    const active = partnerNamed(canvasElement, activePartner.name);
    const copy = within(active).getByRole('button', { name: /^Copy the key/ });
    await userEvent.click(copy);
    await expect(args.onCopyText).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(copy).toHaveAccessibleName(TEXTS.copyFailed));
  },
};

/** "Revoke" asks first, in an alert dialog; "Keep it" changes nothing, "Revoke" confirms. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const revoke = within(canvasElement).getByRole('button', {
      name: `Revoke ${activePartner.name}`,
    });
    await userEvent.click(revoke);
    let dialog = await screen.findByRole('alertdialog', {
      name: `Revoke ${activePartner.name}?`,
    });
    await expect(dialog).toHaveAccessibleDescription(TEXTS.revokeDescription);
    await expect(dialog).toHaveTextContent('Its widgets stop working on every site at once');
    // Cancel has the focus: an accidental Enter keeps the partner.
    await expect(within(dialog).getByRole('button', { name: TEXTS.keep })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await expect(revoke).toHaveFocus();

    await userEvent.click(revoke);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.revoke }));
    await expect(args.onRevoke).toHaveBeenCalledWith(activePartner);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While a revocation runs, that partner's buttons wait. */
export const Revoking: Story = {
  args: { revokingId: activePartner.id },
  play: async ({ canvasElement }) => {
    const active = partnerNamed(canvasElement, activePartner.name);
    await expect(within(active).getByRole('button', { name: /^Revoke/ })).toBeDisabled();
    await expect(within(active).getByRole('button', { name: /^Edit/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { partners: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: TEXTS.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: TEXTS.register })).toBeNull();
  },
};

/** No partner yet: what a partner is, and "Register partner". */
export const Empty: Story = {
  args: { partners: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(TEXTS.emptyDescription)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: TEXTS.register })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { partners: [], error: '403: Admins only' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: TEXTS.loadFailed })).toBeVisible();
    await expect(alert).toHaveTextContent('403: Admins only');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** What an admin typed is text, never markup. */
export const UntrustedText: Story = {
  args: { partners: [{ ...activePartner, name: '<img src=x onerror=alert(1)>' }] },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', {
      name: '<img src=x onerror=alert(1)>',
    });
    await expect(item.querySelector('img')).toBeNull();
  },
};

/** At 375 px nothing scrolls sideways: the key and the origins wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="partner-list"]')!;
    await waitFor(() => expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth));
    const active = partnerNamed(canvasElement, activePartner.name);
    await userEvent.click(within(active).getByRole('button', { name: /^Copy the key/ }));
    await expect(args.onCopyText).toHaveBeenCalledWith(activePartner.publishableKey);
  },
};
