import type { Meta, StoryObj } from '@storybook/react-vite';
import { createToastStore, TOAST_TEXTS, type ToastStore } from '@hireloop/hooks';
import { TEXTS, TOASTS } from '@hireloop/sdk/constants';
import { Toaster } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

// Each story renders its own store, so toasts never leak between stories or into the app's.
const isolated = (): ToastStore => createToastStore();

const viewportOf = () => {
  const viewport = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
  if (!viewport) throw new Error('no toast viewport');
  return viewport;
};
const toastsShown = () => viewportOf().querySelectorAll('[data-slot="toast"]');

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsTitleAndDescription: Story = {
  args: { store: isolated() },
  play: async ({ args }) => {
    args.store!.toast(TEXTS.logoutIssue);
    const viewport = within(viewportOf());
    await expect(await viewport.findByText(TEXTS.logoutIssue.title)).toBeVisible();
    await expect(viewport.getByText(TEXTS.logoutIssue.description)).toBeVisible();
    const toast = toastsShown()[0] as HTMLElement;
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
    // The toast area is a labelled region users can jump to with F8.
    await expect(viewportOf().closest('[role="region"]')).toHaveAccessibleName(
      'Notifications (F8)',
    );
  },
};

export const Destructive: Story = {
  args: { store: isolated() },
  play: async ({ args }) => {
    args.store!.toast({ ...TEXTS.subscriptionError, variant: 'destructive' });
    const viewport = within(viewportOf());
    await expect(await viewport.findByText(TEXTS.subscriptionError.title)).toBeVisible();
    await expect(viewport.getByText(TEXTS.subscriptionError.description)).toBeVisible();
    const toast = toastsShown()[0] as HTMLElement;
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    // The destructive look uses the destructive token, unlike the default one.
    const probe = document.createElement('div');
    probe.className = 'bg-destructive';
    document.body.append(probe);
    const destructive = getComputedStyle(probe).backgroundColor;
    probe.remove();
    await expect(getComputedStyle(toast).backgroundColor).toBe(destructive);
  },
};

export const OneAtATime: Story = {
  args: { store: isolated() },
  play: async ({ args }) => {
    const store = args.store!;
    store.toast({ title: TOAST_TEXTS.itemSaved, description: TOAST_TEXTS.itemSavedDescription });
    const viewport = within(viewportOf());
    await viewport.findByText(TOAST_TEXTS.itemSaved);
    store.toast({
      title: TOAST_TEXTS.itemRemoved,
      description: TOAST_TEXTS.itemRemovedDescription,
    });
    await expect(await viewport.findByText(TOAST_TEXTS.itemRemoved)).toBeVisible();
    await waitFor(() =>
      expect(viewport.queryByText(TOAST_TEXTS.itemSaved)).not.toBeInTheDocument(),
    );
    await expect(toastsShown()).toHaveLength(TOASTS.limit);
    await expect(store.getState().toasts.map((toast) => toast.title)).toEqual([
      TOAST_TEXTS.itemRemoved,
    ]);
  },
};

export const CloseButtonDismisses: Story = {
  args: { store: isolated() },
  beforeEach: ({ args }) => {
    // Spy on the store's dismiss (the Toaster reads it from the store when it renders).
    const store = args.store!;
    const original = store.dismiss;
    store.dismiss = fn(original);
    return () => {
      store.dismiss = original;
    };
  },
  play: async ({ args }) => {
    const store = args.store!;
    const { id } = store.toast({
      title: TEXTS.cannotSaveItem,
      description: TOAST_TEXTS.signInToSave,
    });
    const viewport = within(viewportOf());
    await viewport.findByText(TEXTS.cannotSaveItem);
    await userEvent.click(viewport.getByRole('button', { name: 'Close' }));
    await expect(store.dismiss).toHaveBeenCalledWith(id);
    await waitFor(() => expect(viewport.queryByText(TEXTS.cannotSaveItem)).not.toBeInTheDocument());
    // The store keeps it, closed, until TOASTS.removeDelay has passed.
    await expect(store.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
  },
};

export const ClosesAfterItsDuration: Story = {
  args: { store: isolated() },
  play: async ({ args }) => {
    const store = args.store!;
    const { id } = store.toast({ title: TOAST_TEXTS.jobRequestCreated, duration: 400 });
    const viewport = within(viewportOf());
    await expect(await viewport.findByText(TOAST_TEXTS.jobRequestCreated)).toBeVisible();
    await waitFor(
      () => expect(viewport.queryByText(TOAST_TEXTS.jobRequestCreated)).not.toBeInTheDocument(),
      { timeout: 2000 },
    );
    await expect(store.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
  },
};

/** SPEC §9: the toast area is at most 420 px wide on medium screens, bottom right. */
export const DesktopViewport: Story = {
  args: { store: isolated() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args }) => {
    args.store!.toast({ title: TOAST_TEXTS.jobRequestUpdated });
    await within(viewportOf()).findByText(TOAST_TEXTS.jobRequestUpdated);
    const viewport = viewportOf();
    await expect(getComputedStyle(viewport).maxWidth).toBe(`${TOASTS.viewportMaxWidth}px`);
    const box = viewport.getBoundingClientRect();
    await expect(box.width).toBe(TOASTS.viewportMaxWidth);
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.bottom).toBe(window.innerHeight);
  },
};

/** On phones the toast area spans the top of the screen. */
export const MobileViewport: Story = {
  args: { store: isolated() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    args.store!.toast(TEXTS.waitlist.preparingCheckout);
    await within(viewportOf()).findByText(TEXTS.waitlist.preparingCheckout.title);
    const viewport = viewportOf();
    await expect(getComputedStyle(viewport).maxWidth).toBe('none');
    const box = viewport.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
  },
};
