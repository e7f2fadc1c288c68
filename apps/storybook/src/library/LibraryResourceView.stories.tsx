import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIBRARY_TEXTS as TEXTS, LibraryResourceView } from '@hireloop/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { locked, readable } from './fixtures';

const meta = {
  title: 'Library/LibraryResourceView',
  component: LibraryResourceView,
  args: {
    resource: readable,
    onUpgrade: fn(),
    onMarkCompleted: fn(),
    attachmentHref: (id: number) => `/api/library/resources/5/attachments/${id}`,
  },
} satisfies Meta<typeof LibraryResourceView>;
export default meta;
type Story = StoryObj<typeof meta>;

declare global {
  interface Window {
    __libraryXss?: string;
  }
}

/**
 * A readable template whose Markdown carries a `<script>`, an `<img onerror>`, an `<a onclick>`
 * and `javascript:` links: the lazily loaded renderer shows the Markdown (a table, a task list, a
 * safe link) and none of the HTML; no handler runs and no script link survives.
 */
export const HostileMarkdownIsInert: Story = {
  play: async ({ canvasElement, args }) => {
    window.__libraryXss = undefined;
    const canvas = within(canvasElement);
    const body = await waitFor(() => {
      const markdown = canvasElement.querySelector('[data-slot="markdown"]');
      if (!markdown) throw new Error('the Markdown renderer has not loaded yet');
      return markdown as HTMLElement;
    });
    await expect(within(body).getByRole('heading', { name: 'Proposal template' })).toBeVisible();
    await expect(within(body).getByRole('table')).toBeVisible();
    await expect(within(body).getByRole('link', { name: 'safe link' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    // No HTML from the source reached the page.
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    // The text of an HTML link stays as plain text: no link, no handler.
    await expect(within(body).queryByRole('link', { name: 'html link' })).toBeNull();
    // The javascript: link keeps its text and nothing else; the image its alt text.
    await expect(within(body).getByText('script link').closest('a')).toBeNull();
    await expect(within(body).getByText('tracking')).toBeVisible();
    await expect(body.querySelector('img')).toBeNull();
    for (const element of body.querySelectorAll('[href], [src]')) {
      await expect(element.getAttribute('href') ?? element.getAttribute('src') ?? '').not.toMatch(
        /^\s*(javascript|vbscript|data):/i,
      );
    }
    await expect(window.__libraryXss).toBeUndefined();

    await expect(
      canvas.getByRole('link', { name: TEXTS.download('proposal-template.pdf') }),
    ).toHaveAttribute('href', '/api/library/resources/5/attachments/11');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.markCompleted }));
    await expect(args.onMarkCompleted).toHaveBeenCalled();
  },
};

/** Locked: no body, the upgrade path instead ("Upgrade to Lite" opens the waitlist modal). */
export const LockedShowsTheUpgradePath: Story = {
  args: { resource: locked },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.gatedTitle.lite })).toBeVisible();
    await expect(canvas.getByText(TEXTS.filesLocked(1))).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="markdown"]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: TEXTS.markCompleted })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.upgrade('lite') }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('waitlist');
  },
};

/** An employer-plan resource offers "Start Subscription" (the subscription modal). */
export const EmployerPlan: Story = {
  args: { resource: { ...locked, requiredPlan: 'employer', audience: 'employer' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.upgrade('employer') }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('subscription');
  },
};

/** Completed, with a video link: "Completed" instead of the button. */
export const CompletedVideo: Story = {
  args: {
    resource: {
      ...readable,
      kind: 'video',
      body: 'Watch it before your next first call.',
      videoUrl: 'https://video.example/kickoff',
      attachments: [],
      progress: 'completed',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: TEXTS.watchVideo })).toHaveAttribute(
      'href',
      'https://video.example/kickoff',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS.completed);
    await expect(canvas.queryByRole('button', { name: TEXTS.markCompleted })).toBeNull();
  },
};
