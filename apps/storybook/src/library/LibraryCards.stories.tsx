import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIBRARY_TEXTS as TEXTS, LibraryCollectionCard, LibraryResourceCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collection, guide, lockedTemplate } from './fixtures';

const meta = {
  title: 'Library/LibraryResourceCard',
  component: LibraryResourceCard,
  args: { resource: guide, onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,32rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LibraryResourceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free guide the reader completed, with its skills: a click on the title navigates. */
export const CompletedGuide: Story = {
  args: {
    resource: { ...guide, skills: [1, 2] },
    skillNames: new Map([
      [1, 'React'],
      [2, 'TypeScript'],
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(TEXTS.progress.completed)).toBeVisible();
    await expect(within(card).getByText(TEXTS.kinds.guide)).toBeVisible();
    await expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'ReactTypeScript',
    );
    await userEvent.click(within(card).getByRole('link', { name: guide.title }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/library/3', expect.anything());
  },
};

/** A Lite template the reader lacks the plan for: its lock shows; never a body. */
export const LockedTemplate: Story = {
  args: { resource: lockedTemplate },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(`${TEXTS.plans.lite} · ${TEXTS.locked}`)).toBeVisible();
    await expect(card).toHaveAttribute('data-locked', 'true');
  },
};

/** A collection with the reader's progress: 1 of 3, "Continue" to the first one not completed. */
export const Collection: Story = {
  render: (args) => <LibraryCollectionCard collection={collection} onNavigate={args.onNavigate} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(canvas.getByText(TEXTS.collectionProgress(1, 3))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('link', { name: `${TEXTS.continue}: Your first week on a new engagement` }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/library/4', expect.anything());
  },
};
