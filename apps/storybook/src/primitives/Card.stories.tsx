import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

type ExampleProps = { onApply: () => void };

function JobCardExample({ onApply }: ExampleProps) {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle>
          <h3>Senior React developer</h3>
        </CardTitle>
        <CardDescription>Acme Robotics · Lisbon</CardDescription>
        <CardAction>
          <Badge variant="success">Remote</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Lead the rebuild of our billing pages in React and TypeScript.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={onApply}>Apply</Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: JobCardExample,
  args: { onApply: fn() },
} satisfies Meta<typeof JobCardExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Senior React developer' })).toBeVisible();
    await expect(canvas.getByText('Acme Robotics · Lisbon')).toBeVisible();
    // The action sits in the header's second column, beside the title.
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="card-header"]')!;
    await expect(getComputedStyle(header).gridTemplateColumns.split(' ')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    // The card fits the 375 px screen.
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(card).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};
