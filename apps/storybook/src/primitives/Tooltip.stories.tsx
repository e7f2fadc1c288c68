import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@hireloop/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">Outreach bids</Button>
      </TooltipTrigger>
      <TooltipContent>Talent you invite to bid on this request.</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Outreach bids' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Talent you invite to bid on this request.');
    await expect(trigger).toHaveAccessibleDescription('Talent you invite to bid on this request.');
    // Escape hides it and keeps the focus on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Outreach bids' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Talent you invite to bid on this request.',
    );
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div className="flex gap-2">
        {['Accept', 'Decline'].map((action) => (
          <Tooltip key={action}>
            <TooltipTrigger asChild>
              <Button variant="outline">{action}</Button>
            </TooltipTrigger>
            <TooltipContent>{`${action} this bid`}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Accept this bid');
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Decline this bid'));
    await expect(body.getAllByRole('tooltip')).toHaveLength(1);
  },
};
