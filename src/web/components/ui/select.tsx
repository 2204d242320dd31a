import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FieldError, type FieldErrorValue } from './field-error';
import { FieldHint, inputClass } from './input';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  error?: FieldErrorValue;
}

/** A labelled native select: the phone's own picker, which is the fastest with gloves on. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, options, hint, error, id, className, ...props }, ref) => {
    const auto = useId();
    const selectId = id ?? auto;
    return (
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-300">
          {label}
        </label>
        <select
          ref={ref}
          id={selectId}
          className={cn(inputClass, 'appearance-auto', className)}
          {...props}
          {...describedBy(selectId, { hint, error, extra: props['aria-describedby'] })}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldHint inputId={selectId} hint={hint} />
        <FieldError inputId={selectId} error={error} />
      </div>
    );
  },
);
