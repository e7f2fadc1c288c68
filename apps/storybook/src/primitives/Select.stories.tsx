import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Label,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@hireloop/ui';
import { DURATIONS, LOCATION_TYPES, type Duration, type LocationType } from '@hireloop/sdk/schemas';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** Display names for the story (the job request form owns the real ones). */
const LOCATION_TYPE_NAMES: Record<LocationType, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};
const DURATION_NAMES: Record<Duration, string> = {
  '1-week': '1 week',
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  ongoing: 'Ongoing',
};

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="grid w-64 gap-2">
      <Label htmlFor="location-type">Location type</Label>
      <Select {...args}>
        <SelectTrigger id="location-type" className="w-full">
          <SelectValue placeholder="Choose a location type" />
        </SelectTrigger>
        <SelectContent>
          {LOCATION_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {LOCATION_TYPE_NAMES[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Location type' });
    await expect(trigger).toHaveTextContent('Choose a location type');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(LOCATION_TYPES.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Hybrid' }));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('hybrid');
    await expect(trigger).toHaveTextContent('Hybrid');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Location type' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    // The first option takes the focus; ArrowDown moves to the second, Enter chooses it.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Remote' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'On-site' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('onsite');
    await expect(trigger).toHaveTextContent('On-site');
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'remote' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Location type' });
    await expect(trigger).toHaveTextContent('Remote');
    // Escape closes the list without changing the choice.
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Remote' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Remote');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location type' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

const fixedLength = DURATIONS.filter((duration) => duration !== 'ongoing');

export const Grouped: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Duration" size="sm" className="w-48">
        <SelectValue placeholder="Choose a duration" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Fixed length</SelectLabel>
          {fixedLength.map((duration) => (
            <SelectItem key={duration} value={duration}>
              {DURATION_NAMES[duration]}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Open-ended</SelectLabel>
          <SelectItem value="ongoing">{DURATION_NAMES.ongoing}</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Duration' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(within(groups[1]!).getByText('Open-ended')).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ongoing' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ongoing');
    await expect(trigger).toHaveTextContent('Ongoing');
  },
};
