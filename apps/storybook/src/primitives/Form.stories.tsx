import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@hireloop/ui';
import { jobRequestFormSchema } from '@hireloop/sdk';
import {
  LOCATION_TYPES,
  type JobRequestForm,
  type JobRequestFormInput,
  type LocationType,
} from '@hireloop/sdk/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** Display names for the story (the job request form owns the real ones). */
const LOCATION_TYPE_NAMES: Record<LocationType, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};

type ExampleProps = { onSubmit: (values: JobRequestForm) => void };

/** A slice of the job request form: title, description and location type. */
function JobRequestExample({ onSubmit }: ExampleProps) {
  const form = useForm<JobRequestFormInput, unknown, JobRequestForm>({
    resolver: zodResolver(jobRequestFormSchema),
    defaultValues: { title: '', description: '' },
  });
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values))}
        className="grid w-full max-w-sm gap-4"
      >
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input placeholder="Senior React developer" {...field} />
              </FormControl>
              <FormDescription>Talent see it first in their feed.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="locationType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Location type</FormLabel>
              <Select onValueChange={field.onChange} value={field.value ?? ''}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue placeholder="Choose a location type" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {LOCATION_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {LOCATION_TYPE_NAMES[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: JobRequestExample,
  args: { onSubmit: fn() },
} satisfies Meta<typeof JobRequestExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(title).toHaveAttribute('aria-invalid', 'false');
    await expect(title).toHaveAccessibleDescription('Talent see it first in their feed.');
    await expect(description).not.toHaveAttribute('aria-describedby');

    // Submitting the empty form shows the sdk schema's messages, linked to their controls.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const titleError = await canvas.findByText('Title is required');
    await expect(canvas.getByText('Description is required')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(
      'Talent see it first in their feed. Title is required',
    );
    await expect(title.getAttribute('aria-describedby')).toContain(titleError.id);
    await expect(description).toHaveAccessibleDescription('Description is required');
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing the fields clears the messages; submitting hands on the parsed values.
    await userEvent.type(title, 'Senior React developer');
    await waitFor(() => expect(canvas.queryByText('Title is required')).not.toBeInTheDocument());
    await expect(title).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(description, 'Lead the new billing pages.');
    await waitFor(() =>
      expect(canvas.queryByText('Description is required')).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Senior React developer',
        description: 'Lead the new billing pages.',
        type: 'job',
        rateType: 'hourly',
        skills: [],
      }),
    );
  },
};

export const WhitespaceIsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), '   ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Pair on tests.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.queryByText('Description is required')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Data engineer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Own the pipeline.');
    // FormLabel names the Select's trigger, which FormControl gives the field's id.
    const trigger = canvas.getByRole('combobox', { name: 'Location type' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Remote' }));
    await expect(trigger).toHaveTextContent('Remote');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Data engineer', locationType: 'remote' }),
      ),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Description is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
