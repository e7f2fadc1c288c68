import { Slot } from 'radix-ui';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '../lib/cn';
import { Label } from './label';

/**
 * The form's react-hook-form context: `<Form {...useForm({ resolver: zodResolver(schema) })}>`
 * around a `<form onSubmit={form.handleSubmit(onValid)}>`.
 */
export const Form = FormProvider;

type FormFieldContextValue = { name: string };

const FormFieldContext = /* @__PURE__ */ createContext<FormFieldContextValue | null>(null);

/**
 * One field bound to the form (react-hook-form's `Controller`): `name`, `control` and a `render`
 * that returns a `FormItem`.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  const value = useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FormFieldContext.Provider value={value}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

type FormItemContextValue = {
  id: string;
  /** Whether a `FormDescription` is rendered, so the control only points at ids that exist. */
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
};

const FormItemContext = /* @__PURE__ */ createContext<FormItemContextValue | null>(null);

/**
 * The state of the enclosing field: its `name`, the ids linking label, control, description and
 * message, and react-hook-form's field state (`error`, `invalid`, `isDirty`, `isTouched`).
 */
export function useFormField() {
  const fieldContext = useContext(FormFieldContext);
  const itemContext = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext?.name });
  if (!fieldContext) throw new Error('useFormField should be used within <FormField>');
  if (!itemContext) throw new Error('useFormField should be used within <FormItem>');
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id, hasDescription } = itemContext;
  return {
    id,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    hasDescription,
    ...fieldState,
  };
}

/** A field's layout: label, control, description and message stacked. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

/** The field's label, tied to the control; it turns the destructive colour while invalid. */
export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

/**
 * Wraps the control (an `Input`, `SelectTrigger`, `Checkbox`…) and gives it the field's id,
 * `aria-invalid` and `aria-describedby` (the description and, while invalid, the message).
 */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error?.message && formMessageId]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

/** A hint under the control, read with it by screen readers. */
export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  const itemContext = useContext(FormItemContext);
  const setHasDescription = itemContext?.setHasDescription;
  useEffect(() => {
    if (!setHasDescription) return;
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The field's error message (from the resolver, e.g. `TEXTS.titleRequired`), or its `children`
 * when the field is valid; nothing when there is neither.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
