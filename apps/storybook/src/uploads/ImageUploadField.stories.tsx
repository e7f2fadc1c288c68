import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGO_MAX_BYTES } from '@hireloop/sdk';
import { UPLOAD_TEXTS } from '@hireloop/sdk/constants';
import { ImageUploadField, UPLOAD_FIELD_TEXTS } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companyLogo } from '../shell/fixtures';

/** A real 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
const png = (name = 'logo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

const LABEL = 'Logo';
const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(new RegExp(`^${LABEL}`)) as HTMLInputElement;

const meta = {
  title: 'Uploads/ImageUploadField',
  component: ImageUploadField,
  args: { label: LABEL, onFileChange: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,28rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No image yet: a PNG chosen is checked, previewed, announced and handed on. */
export const ChooseAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = input(canvasElement);
    await expect(field).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 2 MB');
    await expect(canvas.getByText(UPLOAD_FIELD_TEXTS.noImage)).toBeInTheDocument();
    const file = png();
    await userEvent.upload(field, file);
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledWith(file));
    await expect(
      canvas.getByRole('img', { name: UPLOAD_FIELD_TEXTS.preview(LABEL) }),
    ).toBeVisible();
    await expect(canvas.getByText(UPLOAD_FIELD_TEXTS.chosen('logo.png'))).toBeInTheDocument();
    await expect(canvas.getByText(UPLOAD_FIELD_TEXTS.replace)).toBeVisible();
    // Removing the chosen file hands on null and returns focus to the field.
    await userEvent.click(canvas.getByRole('button', { name: UPLOAD_FIELD_TEXTS.remove }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(field).toHaveFocus();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The current logo: Remove asks to remove it; a new choice can be put back to keep it. */
export const CurrentImage: Story = {
  args: { currentUrl: companyLogo, shape: 'circle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('img', { name: UPLOAD_FIELD_TEXTS.preview(LABEL) });
    await expect(preview).toHaveAttribute('src', companyLogo);
    await userEvent.click(canvas.getByRole('button', { name: UPLOAD_FIELD_TEXTS.remove }));
    await expect(args.onRemove).toHaveBeenCalledOnce();

    await userEvent.upload(input(canvasElement), png('new.png'));
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: UPLOAD_FIELD_TEXTS.preview(LABEL) }),
      ).not.toHaveAttribute('src', companyLogo),
    );
    await userEvent.click(canvas.getByRole('button', { name: UPLOAD_FIELD_TEXTS.undo }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(
      canvas.getByRole('img', { name: UPLOAD_FIELD_TEXTS.preview(LABEL) }),
    ).toHaveAttribute('src', companyLogo);
  },
};

/** An HTML page named logo.png is refused by its content, with the sdk's text; nothing is handed on. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.upload(field, page);
    const message = UPLOAD_TEXTS.wrongType('JPEG, PNG or WebP');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`JPEG, PNG or WebP, up to 2 MB ${message}`);
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

/** A file over the limit is refused before it is sent; a good one afterwards clears the error. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG_BYTES);
    await userEvent.upload(field, new File([big], 'big.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(UPLOAD_TEXTS.tooLarge('2 MB')),
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await userEvent.upload(field, png());
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The server's field error shows under the field. */
export const ServerError: Story = {
  args: { error: UPLOAD_TEXTS.wrongType('JPEG, PNG or WebP') },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      UPLOAD_TEXTS.wrongType('JPEG, PNG or WebP'),
    );
  },
};

/** Keyboard: Tab reaches the file input itself (Enter or Space opens the picker). */
export const Keyboard: Story = {
  args: { currentUrl: companyLogo },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: UPLOAD_FIELD_TEXTS.remove }),
    ).toHaveFocus();
  },
};

/** Disabled while a save is in flight. */
export const Disabled: Story = {
  args: { currentUrl: companyLogo, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: UPLOAD_FIELD_TEXTS.remove }),
    ).toBeDisabled();
  },
};
