import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKIN_TEXTS as TEXTS, CheckinForm } from '@hireloop/ui';
import { CHECKIN_MESSAGES } from '@hireloop/sdk/schemas';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choiceQuestions, questions, submittedCheckin } from './fixtures';

const meta = {
  title: 'Check-ins/CheckinForm',
  component: CheckinForm,
  args: { questions, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(100%,36rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckinForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default questions: required ones are checked before anything is sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const progress = canvas.getByLabelText('What did you make progress on?');
    await expect(progress).toHaveAttribute('aria-invalid', 'true');
    await expect(progress).toHaveAccessibleDescription(CHECKIN_MESSAGES.answerRequired);
  },
};

/** Answered: text, a number from its input, the optional blocker; sent as typed answers. */
export const Answered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('What did you make progress on?'), 'The cart');
    await userEvent.type(canvas.getByLabelText('What are your next steps?'), 'Payments');
    await userEvent.type(canvas.getByLabelText(/Is anything blocking you\?/), 'No keys');
    await userEvent.type(canvas.getByLabelText('How many hours did you spend?'), '12.5');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      progress: 'The cart',
      next_steps: 'Payments',
      blockers: 'No keys',
      hours: 12.5,
    });
  },
};

/** A choice question is a select of its options; editing starts from the saved answers. */
export const EditingWithChoice: Story = {
  args: {
    questions: choiceQuestions,
    initialAnswers: submittedCheckin.answers,
    submitLabel: TEXTS.update,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('How many hours did you spend?')).toHaveValue(14);
    await userEvent.selectOptions(canvas.getByLabelText(/How is the week going\?/), 'Fine');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.update }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mood: 'Fine', hours: 14 }),
    );
  },
};

/** The server's field errors show under their questions; a form error as an alert. */
export const ServerErrors: Story = {
  args: {
    serverErrors: { hours: [CHECKIN_MESSAGES.numberInvalid] },
    error: 'This check-in can no longer be changed',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText('How many hours did you spend?'),
    ).toHaveAccessibleDescription(CHECKIN_MESSAGES.numberInvalid);
    await expect(canvas.getByRole('alert')).toHaveTextContent('can no longer be changed');
  },
};
