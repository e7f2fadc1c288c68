import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKIN_TEXTS as TEXTS, ScheduleEditor } from '@hireloop/ui';
import { CHECKIN_MESSAGES } from '@hireloop/sdk/schemas';
import { expect, fn, userEvent, within } from 'storybook/test';
import { engagement, questions } from './fixtures';

const meta = {
  title: 'Check-ins/ScheduleEditor',
  component: ScheduleEditor,
  args: { schedule: null, defaultTimezone: 'Europe/Berlin', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduleEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new schedule: weekly on Monday at 09:00 with the default questions; days can be added. */
export const NewWeekly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(TEXTS.weekdays.mon)).toBeChecked();
    await userEvent.click(canvas.getByLabelText(TEXTS.weekdays.thu));
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveSchedule }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        cadence: 'weekly',
        weekdays: ['mon', 'thu'],
        time: '09:00',
        timezone: 'Europe/Berlin',
        questions,
      }),
    );
  },
};

/** Every N days, and a choice question added with its options. */
export const EveryFewDaysWithChoice: Story = {
  args: { schedule: engagement.schedule },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(TEXTS.cadences.every_n_days));
    const every = canvas.getByLabelText(TEXTS.everyDays);
    await userEvent.clear(every);
    await userEvent.type(every, '3');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.addQuestion }));
    await userEvent.type(canvas.getByLabelText(TEXTS.question(5)), 'Mood?');
    const types = canvas.getAllByLabelText(TEXTS.questionType);
    await userEvent.selectOptions(types[4]!, 'choice');
    await userEvent.type(canvas.getByLabelText(TEXTS.options), 'Good{enter}Bad');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveSchedule }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        cadence: 'every_n_days',
        everyDays: 3,
        questions: [
          ...questions,
          {
            id: 'q5',
            label: 'Mood?',
            type: 'choice',
            required: false,
            blocker: false,
            options: ['Good', 'Bad'],
          },
        ],
      }),
    );
  },
};

/** Wrong input: errors under the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(TEXTS.weekdays.mon));
    const timezone = canvas.getByLabelText(TEXTS.timezone);
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Mars/Olympus');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.saveSchedule }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(CHECKIN_MESSAGES.weekdaysRequired)).toBeVisible();
    await expect(timezone).toHaveAccessibleDescription(CHECKIN_MESSAGES.timezoneInvalid);
  },
};
