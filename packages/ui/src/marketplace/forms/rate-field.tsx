import type { JobRequestFormInput } from '@hireloop/sdk';
import type { Control } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../primitives/form';
import { Input } from '../../primitives/input';

interface RateFieldProps {
  control: Control<JobRequestFormInput>;
  /** minRate also holds the one fixed price (SPEC §4; `normaliseJobRequest` drops maxRate). */
  name: 'minRate' | 'maxRate';
  label: string;
}

/** A rate of the job request in US dollars: a number input where empty means "not set". */
export function RateField({ control, name, label }: RateFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
