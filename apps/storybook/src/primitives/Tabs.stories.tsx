import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'received', onValueChange: fn(), className: 'w-80' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Bids">
        <TabsTrigger value="received">Received</TabsTrigger>
        <TabsTrigger value="sent">Sent</TabsTrigger>
        <TabsTrigger value="archived">Archived</TabsTrigger>
      </TabsList>
      <TabsContent value="received">
        <p className="text-sm">Bids talent sent on your job requests.</p>
      </TabsContent>
      <TabsContent value="sent">
        <p className="text-sm">Outreach bids you sent to talent.</p>
      </TabsContent>
      <TabsContent value="archived">
        <p className="text-sm">Bids you declined or withdrew.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Bids talent sent on your job requests.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    await expect(canvas.getByRole('tab', { name: 'Sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = canvas.getByRole('tabpanel', { name: 'Sent' });
    await expect(panel).toHaveTextContent('Outreach bids you sent to talent.');
    await expect(canvas.queryByText('Bids talent sent on your job requests.')).toBeNull();
    await expect(args.onValueChange).toHaveBeenCalledWith('sent');
  },
};

export const SwitchWithArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Received' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sent' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Sent' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel', { name: 'Archived' })).toHaveTextContent(
      'Bids you declined or withdrew.',
    );
    // From the last tab, ArrowRight wraps to the first; ArrowLeft goes back.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Archived' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('archived');
    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Archived' })).toHaveFocus();
  },
};
