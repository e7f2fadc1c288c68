import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLLECTIVE_TEXTS as TEXTS, CollectiveInviteForm } from '@hireloop/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { asker, invitee } from './fixtures';

const people = [invitee, asker];

const meta = {
  title: 'Collectives/CollectiveInviteForm',
  component: CollectiveInviteForm,
  args: { query: '', onQueryChange: fn(), candidates: [], onInvite: fn() },
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    const needle = query.trim().toLowerCase();
    return (
      <CollectiveInviteForm
        {...args}
        query={query}
        onQueryChange={setQuery}
        candidates={needle ? people.filter((p) => p.name.toLowerCase().includes(needle)) : []}
      />
    );
  },
} satisfies Meta<typeof CollectiveInviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a name lists matching talent, each with its own Invite. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: TEXTS.invitePerson }), 'pri');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.inviteOf(invitee.name) }));
    await expect(args.onInvite).toHaveBeenCalledWith(invitee.userId);
    await userEvent.clear(canvas.getByRole('searchbox', { name: TEXTS.invitePerson }));
    await userEvent.type(canvas.getByRole('searchbox', { name: TEXTS.invitePerson }), 'zzz');
    await expect(canvas.getByText(TEXTS.noCandidates)).toBeInTheDocument();
  },
};

/** The server refused: its message in an alert. */
export const Refused: Story = {
  args: { error: 'This person is already a member, invited or asking to join' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already a member');
  },
};
