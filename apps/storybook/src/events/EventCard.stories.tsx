import type { Meta, StoryObj } from '@storybook/react-vite';
import { EVENT_TEXTS as TEXTS, EventCard } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPerson, summary } from './fixtures';

const meta = {
  title: 'Events/EventCard',
  component: EventCard,
  args: { event: summary, onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,32rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full online event: the waitlist shows, the link is the app's, a click navigates. */
export const FullOnline: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(`${TEXTS.full} · ${TEXTS.waitlist(2)}`)).toBeVisible();
    await expect(within(card).getByText(TEXTS.formats.online)).toBeVisible();
    await expect(card).toHaveTextContent(TEXTS.hostedBy('Northwind Labs'));
    await userEvent.click(within(card).getByRole('link', { name: summary.title }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/events/7', expect.anything());
  },
};

/** In person, hosted by a collective, with places left and the viewer going. */
export const InPersonGoing: Story = {
  args: {
    event: {
      ...inPerson,
      myRegistration: {
        id: 1,
        state: 'confirmed',
        position: null,
        offerExpiresAt: null,
        checkInCode: 'K7QX2M',
        createdAt: '2031-04-01T12:00:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(TEXTS.states.confirmed)).toBeVisible();
    await expect(card).toHaveTextContent(TEXTS.placesLeft(8));
    await expect(card).toHaveTextContent('Torstraße 1, 10119 Berlin');
  },
};
