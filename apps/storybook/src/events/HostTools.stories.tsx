import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckInForm, EVENT_TEXTS as TEXTS, MessageForm, RegistrationList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrations } from './fixtures';

const meta = {
  title: 'Events/RegistrationList',
  component: RegistrationList,
  args: { registrations, onApprove: fn(), onDecline: fn() },
} satisfies Meta<typeof RegistrationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names (hosts only), states, the waitlist position; approving the pending one. */
export const Registrations: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText(TEXTS.hostStates.pending)).toBeVisible();
    await expect(canvas.getByText('· #1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${TEXTS.approve} Grace Hopper` }));
    await expect(args.onApprove).toHaveBeenCalledWith(registrations[1]);
  },
};

/** The check-in and message forms, with an error and a success. */
export const CheckInAndMessage: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-6">
      <CheckInForm onCheckIn={fn()} error="No registration of this event has this code" />
      <MessageForm onSend={fn()} done={TEXTS.sent(3)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(TEXTS.checkInLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(TEXTS.sent(3))).toBeVisible();
  },
};
