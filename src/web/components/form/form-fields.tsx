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

function useBound<T extends FieldValues>({ form, name }: Pick<BoundProps<T>, 'form' | 'name'>) {
  const { field } = useController({ control: form.control, name });
  return { field, error: form.errorOf(name) };
}

export function FormMoneyField<T extends FieldValues>({
  blankValue,
  ...props
}: BoundProps<T> & { blankValue?: number }) {
  const { field, error } = useBound(props);
  return (
    <MoneyField
      ref={field.ref}
      name={field.name}
      label={props.label}
      hint={props.hint}
      disabled={props.disabled}
      blankValue={blankValue}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormDateField<T extends FieldValues>(props: BoundProps<T>) {
  const { field, error } = useBound(props);
  return (
    <DateField
      ref={field.ref}
      name={field.name}
      label={props.label}
      disabled={props.disabled}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormTimeField<T extends FieldValues>(props: BoundProps<T>) {
  const { field, error } = useBound(props);
  return (
    <TimeField
      ref={field.ref}
      name={field.name}
      label={props.label}
      disabled={props.disabled}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A yes/no setting as a CheckboxCard (a box can't be invalid in our schemas, so no error line). */
export function FormCheckboxCard<T extends FieldValues>(props: BoundProps<T>) {
  const { field } = useBound(props);
  return (
    <CheckboxCard
      ref={field.ref}
      name={field.name}
      label={props.label}
      hint={props.hint}
      disabled={props.disabled}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
