import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MoneyField } from '../money-field';
import { CheckboxCard } from '../ui/checkbox-card';
import { DateField, TimeField } from '../ui/date-field';
import type { FieldErrorValue } from '../ui/field-error';

/**
 * Fields whose value is not the input's text (cents, ISO days, masked times), bound to a form made
 * by useZodForm. react-hook-form keeps the value and focuses the input when it is the first invalid.
 */
/** The part of a useZodForm result these fields need. */
interface FormLike<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: FieldPath<T>) => FieldErrorValue;
}

interface BoundProps<T extends FieldValues> {
  form: FormLike<T>;
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** What every bound input takes: the controller's value plumbing, the label and the error. */
function useBound<T extends FieldValues>({ form, name, label, hint, disabled }: BoundProps<T>) {
  const { field } = useController({ control: form.control, name });
  return {
    field,
    input: {
      ref: field.ref,
      name: field.name,
      label,
      hint,
      disabled,
      onChange: field.onChange,
      onBlur: field.onBlur,
      error: form.errorOf(name),
    },
  };
}

export function FormMoneyField<T extends FieldValues>({
  blankValue,
  ...props
}: BoundProps<T> & { blankValue?: number }) {
  const { field, input } = useBound(props);
  return <MoneyField {...input} blankValue={blankValue} value={field.value} />;
}

export function FormDateField<T extends FieldValues>(props: BoundProps<T>) {
  const { field, input } = useBound(props);
  return <DateField {...input} value={field.value ?? ''} />;
}

export function FormTimeField<T extends FieldValues>(props: BoundProps<T>) {
  const { field, input } = useBound(props);
  return <TimeField {...input} value={field.value ?? ''} />;
}

/** A yes/no setting as a CheckboxCard (a box can't be invalid in our schemas, so no error line). */
export function FormCheckboxCard<T extends FieldValues>(props: BoundProps<T>) {
  const {
    field,
    input: { error: _none, ...input },
  } = useBound(props);
  return <CheckboxCard {...input} checked={Boolean(field.value)} />;
}
