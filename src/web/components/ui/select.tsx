import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: the phone's own picker, which is the fastest with gloves on. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, options, id, className, ...props }, ref) => {
    const auto = useId();
    const selectId = id ?? auto;
    return (
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-300">
          {label}
        </label>
        <select ref={ref} id={selectId} className={cn(inputClass, 'appearance-auto', className)} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  },
);
