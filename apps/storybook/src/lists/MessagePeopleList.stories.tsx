import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGING_BLOCK_TEXTS, type MessagePerson } from '@hireloop/sdk';
import { Button, MessagePeopleList } from '@hireloop/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const person = (overrides: Partial<MessagePerson> & Pick<MessagePerson, 'id' | 'name'>) =>
  ({
    role: 'talent',
    image: null,
    title: null,
    companyName: null,
    conversationId: null,
    block: null,
    ...overrides,
  }) satisfies MessagePerson;

const people: MessagePerson[] = [
  person({ id: 7, name: 'Marisol Quenby', title: 'Product designer', conversationId: 31 }),
  person({ id: 8, name: 'Tom Lindqvist', title: 'Data engineer' }),
  person({
    id: 9,
    name: 'Northwind Hiring',
    role: 'employer',
    companyName: 'Northwind Traders',
    block: 'employer-needs-introduction',
  }),
  person({
    id: 10,
    name: 'Pixel Forge',
    role: 'employer',
    companyName: 'Pixel Forge Ltd',
    block: 'employer-needs-introduction',
  }),
];

const onMessage = fn();

const meta = {
  title: 'Lists/MessagePeopleList',
  component: MessagePeopleList,
  args: {
    people,
    query: '',
    renderAction: (p: MessagePerson) => (
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Message ${p.name}`}
        onClick={() => onMessage(p.id)}
      >
        Message
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,28rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagePeopleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReachableAndNotYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reachable = within(canvas.getByRole('list', { name: 'People' }));
    await expect(reachable.getAllByRole('listitem')).toHaveLength(2);
    await expect(reachable.getAllByRole('listitem')[0]).toHaveTextContent('Product designer');
    await userEvent.click(reachable.getByRole('button', { name: 'Message Tom Lindqvist' }));
    await expect(onMessage).toHaveBeenCalledWith(8);

    const notYet = within(canvas.getByRole('region', { name: 'Not reachable yet' }));
    const text = MESSAGING_BLOCK_TEXTS['employer-needs-introduction'];
    await expect(notYet.getByText(text)).toBeVisible();
    const blocked = within(notYet.getByRole('list', { name: text })).getAllByRole('listitem');
    await expect(blocked).toHaveLength(2);
    await expect(blocked[0]).toHaveTextContent('Northwind Traders');
    // Nobody the user cannot write to has a control.
    await expect(notYet.queryByRole('button')).toBeNull();
  },
};

export const OnlyNotYet: Story = {
  args: { people: people.slice(2), query: 'north' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'People' })).toBeNull();
    await expect(
      canvas.getByText(MESSAGING_BLOCK_TEXTS['employer-needs-introduction']),
    ).toBeVisible();
    await expect(canvas.queryByText(/No people match/)).toBeNull();
  },
};

export const OtherCompanyEmployer: Story = {
  args: {
    people: [
      person({
        id: 11,
        name: 'Globex Recruiting',
        role: 'employer',
        companyName: 'Globex Recruiting',
        block: 'other-company-employer',
      }),
    ],
    query: 'globex',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGING_BLOCK_TEXTS['other-company-employer'])).toBeVisible();
    // A company named like its person is not said twice: the account type stands in.
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Globex RecruitingEmployer');
  },
};

export const NoMatch: Story = {
  args: { people: [], query: 'zebra' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No people match “zebra”.')).toBeVisible();
  },
};

export const NoContacts: Story = {
  args: { people: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nobody to suggest yet. Type a name, a title or a company.'),
    ).toBeVisible();
  },
};

export const ExcludesMembers: Story = {
  args: { excludeIds: [7, 9] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Marisol Quenby')).toBeNull();
    await expect(canvas.queryByText('Northwind Hiring')).toBeNull();
    await expect(canvas.getByText('Tom Lindqvist')).toBeVisible();
  },
};
