import type { Meta, StoryObj } from '@storybook/react-vite';
import { PARTNER_ORIGINS_MAX } from '@hireloop/sdk/constants';
import { ORIGIN_MESSAGE, ORIGINS_REQUIRED_MESSAGE } from '@hireloop/sdk/schemas';
import { PARTNER_TEXTS as TEXTS, PartnerForm, partnerEmbedSnippet } from '@hireloop/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { activePartner, appOrigin } from './fixtures';

const meta = {
  title: 'Partners/PartnerForm',
  component: PartnerForm,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PartnerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const origin = (dialog: HTMLElement, position: number) =>
  within(dialog).getByRole('textbox', { name: TEXTS.originLabel(position) });

/** Register: a name and two origins (one added, one added then removed); the schema's output. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(TEXTS.createTitle);
    const form = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(TEXTS.createDescription);
    await userEvent.type(form.getByRole('textbox', { name: TEXTS.name }), 'Brightpath Bootcamp');
    const first = origin(dialog, 1);
    await expect(first).toHaveAccessibleDescription(TEXTS.originsHint);
    // One origin left: it cannot be removed.
    await expect(form.getByRole('button', { name: TEXTS.removeOrigin(1) })).toBeDisabled();
    await userEvent.type(first, 'https://Brightpath.example/');

    await userEvent.click(form.getByRole('button', { name: TEXTS.addOrigin }));
    await waitFor(() => expect(origin(dialog, 2)).toHaveFocus());
    await userEvent.keyboard('http://localhost:3001');
    await userEvent.click(form.getByRole('button', { name: TEXTS.addOrigin }));
    await userEvent.keyboard('https://typo.example');
    await expect(form.getAllByRole('textbox', { name: /^Origin/ })).toHaveLength(3);
    await userEvent.click(form.getByRole('button', { name: TEXTS.removeOrigin(3) }));
    await expect(form.getAllByRole('textbox', { name: /^Origin/ })).toHaveLength(2);
    await waitFor(() => expect(origin(dialog, 2)).toHaveFocus());

    await userEvent.click(form.getByRole('button', { name: TEXTS.register }));
    // The schema's output: canonical origins (lower-case host, no trailing slash).
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Brightpath Bootcamp',
      allowedOrigins: ['https://brightpath.example', 'http://localhost:3001'],
    });
  },
};

/** The sdk's messages: a name is needed, an origin is needed, a path is no origin. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(TEXTS.createTitle);
    const form = within(dialog);
    const submit = form.getByRole('button', { name: TEXTS.register });
    await userEvent.click(submit);
    // Blank rows are left out, so an empty list reads the sdk's "at least one" message.
    await expect(await form.findByText(ORIGINS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(form.getByRole('textbox', { name: TEXTS.name })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(origin(dialog, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('group', { name: TEXTS.origins })).toHaveAccessibleDescription(
      `${TEXTS.originsHint} ${ORIGINS_REQUIRED_MESSAGE}`,
    );

    await userEvent.type(form.getByRole('textbox', { name: TEXTS.name }), 'Fernhollow');
    await userEvent.type(origin(dialog, 1), 'https://fernhollow.example');
    await userEvent.click(form.getByRole('button', { name: TEXTS.addOrigin }));
    await userEvent.keyboard('https://fernhollow.example/jobs');
    await userEvent.click(submit);
    await expect(await form.findByText(ORIGIN_MESSAGE)).toBeVisible();
    // The row the message is about is marked, the good one is not.
    await expect(origin(dialog, 2)).toHaveAttribute('aria-invalid', 'true');
    await expect(origin(dialog, 2)).toHaveAccessibleDescription(
      `${TEXTS.originsHint} ${ORIGIN_MESSAGE}`,
    );
    await expect(origin(dialog, 1)).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing it clears the message as it is typed.
    await userEvent.clear(origin(dialog, 2));
    await userEvent.type(origin(dialog, 2), 'https://jobs.fernhollow.example');
    await waitFor(() => expect(form.queryByText(ORIGIN_MESSAGE)).toBeNull());
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Fernhollow',
      allowedOrigins: ['https://fernhollow.example', 'https://jobs.fernhollow.example'],
    });
  },
};

/** At most `PARTNER_ORIGINS_MAX` origins: "Add origin" stops there. */
export const MostOrigins: Story = {
  play: async () => {
    const dialog = await dialogNamed(TEXTS.createTitle);
    const add = within(dialog).getByRole('button', { name: TEXTS.addOrigin });
    await expect(add).toHaveAccessibleDescription(TEXTS.originsMax(PARTNER_ORIGINS_MAX));
    for (let row = 1; row < PARTNER_ORIGINS_MAX; row += 1) await userEvent.click(add);
    await expect(within(dialog).getAllByRole('textbox', { name: /^Origin/ })).toHaveLength(
      PARTNER_ORIGINS_MAX,
    );
    await expect(add).toBeDisabled();
  },
};

/** Edit: the partner's values; removing an origin and saving sends the rest. */
export const Edit: Story = {
  args: { partner: activePartner },
  play: async ({ args }) => {
    const dialog = await dialogNamed(TEXTS.editTitle);
    const form = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(TEXTS.editDescription);
    await expect(form.getByRole('textbox', { name: TEXTS.name })).toHaveValue(activePartner.name);
    await expect(origin(dialog, 1)).toHaveValue(activePartner.allowedOrigins[0]);
    await expect(origin(dialog, 2)).toHaveValue(activePartner.allowedOrigins[1]);
    await userEvent.click(form.getByRole('button', { name: TEXTS.removeOrigin(1) }));
    await expect(origin(dialog, 1)).toHaveValue(activePartner.allowedOrigins[1]);
    await expect(origin(dialog, 1)).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: TEXTS.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: activePartner.name,
      allowedOrigins: [activePartner.allowedOrigins[1]],
    });
    await userEvent.click(form.getByRole('button', { name: TEXTS.cancel }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The server refused: its field errors under the fields, a message naming no field above the buttons. */
export const WithServerErrors: Story = {
  args: {
    partner: activePartner,
    serverErrors: { allowedOrigins: [ORIGIN_MESSAGE], name: ['Name is taken'] },
    error: 'Only 10 partners can be registered on this plan.',
  },
  play: async () => {
    const dialog = await dialogNamed(TEXTS.editTitle);
    const form = within(dialog);
    await expect(await form.findByText(ORIGIN_MESSAGE)).toBeVisible();
    await expect(form.getByText('Name is taken')).toBeVisible();
    await expect(form.getByRole('textbox', { name: TEXTS.name })).toHaveAccessibleDescription(
      'Name is taken',
    );
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Only 10 partners can be registered on this plan.',
    );
  },
};

/** While saving, the buttons wait. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    const dialog = await dialogNamed(TEXTS.createTitle);
    await expect(within(dialog).getByRole('button', { name: TEXTS.register })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: TEXTS.cancel })).toBeDisabled();
  },
};

/** Once registered: the key, large, and the embed code, each with "Copy"; "Done" closes. */
export const Registered: Story = {
  args: {
    registered: { partner: activePartner, appOrigin, onCopyText: fn() },
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed(TEXTS.createdTitle(activePartner.name));
    const panel = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(TEXTS.createdDescription);
    const copyKey = panel.getByRole('button', { name: 'Copy the key' });
    // The key is what the admin came for: its Copy has the focus.
    await waitFor(() => expect(copyKey).toHaveFocus());
    await expect(dialog.querySelector('code')).toHaveTextContent(activePartner.publishableKey);
    const snippet = partnerEmbedSnippet(activePartner.publishableKey, appOrigin);
    await expect(snippet).toBe(
      `<script type="module" src="https://app.hireloop.example/embed/v1/loader.js"></script>\n` +
        `<hireloop-job-request publishable-key="${activePartner.publishableKey}"></hireloop-job-request>`,
    );
    // Shown as text, never run as markup.
    await expect(dialog.querySelector('pre')?.textContent).toBe(snippet);
    await expect(dialog.querySelector('script, hireloop-job-request')).toBeNull();

    await userEvent.click(copyKey);
    await expect(args.registered!.onCopyText).toHaveBeenCalledWith(activePartner.publishableKey);
    await userEvent.click(panel.getByRole('button', { name: 'Copy the embed code' }));
    await expect(args.registered!.onCopyText).toHaveBeenLastCalledWith(snippet);
    await userEvent.click(panel.getByRole('button', { name: TEXTS.done }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** At 375 px the key and the embed code wrap inside the dialog. */
export const RegisteredMobile: Story = {
  ...Registered,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed(TEXTS.createdTitle(activePartner.name));
    await waitFor(() => {
      expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
      expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    });
  },
};
