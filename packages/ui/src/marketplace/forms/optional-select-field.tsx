import type { JobRequestFormInput } from '@hireloop/sdk';
import type { Control } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../primitives/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../primitives/select';

/** The value of the "Not specified" choice (a select item cannot be ''); sent as unset. */
const NOT_SPECIFIED = 'not-specified';

/** The job request fields that are an optional choice from a list (SPEC §5: optional). */
type OptionalChoice = 'locationType' | 'experience' | 'duration';

interface OptionalSelectFieldProps<V extends string> {
  control: Control<JobRequestFormInput>;
  name: OptionalChoice;
  label: string;
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
}

/** A job request field chosen from a list, with "Not specified" for leaving it unset. */
export function OptionalSelectField<V extends string>({
  control,
  name,
  label,
  options,
  labels,
}: OptionalSelectFieldProps<V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value || NOT_SPECIFIED}
            onValueChange={(value) => field.onChange(value === NOT_SPECIFIED ? '' : value)}
          >
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NOT_SPECIFIED}>Not specified</SelectItem>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {labels[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
