import type { Meta, StoryObj } from '@storybook/react-vite';
import { EVENT_TEXTS as TEXTS, EventDetails } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { confirmed, details, offered, waitlisted } from './fixtures';

const meta = {
  title: 'Events/EventDetails',
  component: EventDetails,
  args: {
    event: details,
    calendarHref: '/api/events/7/calendar.ics',
    onRegister: fn(),
    onUnregister: fn(),
    onClaim: fn(),
    now: new Date('2031-04-01T12:00:00.000Z'),
  },
} satisfies Meta<typeof EventDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full: "Join the waitlist"; no online link, a note that confirmed attendees get it; text only. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.onlineLinkHidden)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Join online/ })).toBeNull();
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.joinWaitlist }));
    await expect(args.onRegister).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: TEXTS.addToCalendar })).toHaveAttribute(
      'href',
      '/api/events/7/calendar.ics',
    );
  },
};

/** On the waitlist: the position and a cancel button. */
export const Waitlisted: Story = {
  args: { event: waitlisted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('registration-state')).toHaveTextContent(
      TEXTS.states.waitlisted,
    );
    await expect(canvas.getByText(TEXTS.waitlistPosition(1))).toBeVisible();
  },
};

/** Offered: claim before the expiry. */
export const Offered: Story = {
  args: { event: offered },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.claimOffer }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

/** Confirmed: the online link (sent by the server) and the check-in code. */
export const Confirmed: Story = {
  args: { event: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Join online/ })).toHaveAttribute(
      'href',
      'https://meet.example/rsc',
    );
    await expect(canvas.getByText('K7QX2M')).toBeVisible();
  },
};

/** Cancelled: a notice instead of the actions. */
export const Cancelled: Story = {
  args: { event: { ...details, status: 'cancelled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS.cancelledNotice);
    await expect(canvas.queryByRole('button', { name: TEXTS.joinWaitlist })).toBeNull();
  },
};
