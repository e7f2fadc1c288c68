import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLLECTIVE_TEXTS as TEXTS, CollectiveBadges, CollectiveCard } from '@hireloop/ui';
import { expect, within } from 'storybook/test';
import { skillNames, summary } from './fixtures';

const meta = {
  title: 'Collectives/CollectiveCard',
  component: CollectiveCard,
  args: { collective: summary, skillNames },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,24rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectiveCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name linking to the page, tagline, size, rates, how to join and skills. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: summary.name });
    await expect(within(card).getByRole('link', { name: summary.name })).toHaveAttribute(
      'href',
      '/collective/pixel-forge',
    );
    await expect(card).toHaveTextContent(TEXTS.members(3));
    await expect(card).toHaveTextContent('$60–$120 / hour');
    await expect(card).toHaveTextContent(TEXTS.policies.request);
    await expect(card).toHaveTextContent('TypeScript');
  },
};

/** Open ends and no rates: only what is known shows; markup in a tagline stays text. */
export const OpenEnded: Story = {
  args: {
    collective: {
      ...summary,
      rateMin: null,
      rateMax: null,
      tagline: '<b>not bold</b>',
      memberCount: 1,
      joinPolicy: 'open',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>not bold</b>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.queryByText(/\/ hour/)).toBeNull();
    await expect(canvas.getByText(TEXTS.members(1))).toBeInTheDocument();
  },
};

/** The badges a member's profile and talent card show. */
export const Badges: Story = {
  render: () => (
    <CollectiveBadges
      badges={[
        { id: 7, slug: 'pixel-forge', name: 'Pixel Forge', logoUrl: null },
        { id: 8, slug: 'data-crafters', name: 'Data Crafters', logoUrl: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Data Crafters/ })).toHaveAttribute(
      'href',
      '/collective/data-crafters',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
