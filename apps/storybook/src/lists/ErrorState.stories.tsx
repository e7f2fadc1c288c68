import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Lists/ErrorState',
  component: ErrorState,
  args: { message: '503: Service Unavailable', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { title: 'Bids could not be loaded', retrying: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Bids could not be loaded' }),
    ).toBeVisible();
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};
