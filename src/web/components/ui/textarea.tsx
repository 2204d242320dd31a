import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FieldError, type FieldErrorValue } from './field-error';
import { FieldHint, inputClass } from './input';

/** A labelled textarea; the hint, when given, is read with the field. */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode; error?: FieldErrorValue }
>(({ label, hint, error, id, className, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink-300">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={3}
        className={cn(inputClass, 'h-auto py-2', className)}
        {...props}
        {...describedBy(fieldId, { hint, error, extra: props['aria-describedby'] })}
      />
      <FieldHint inputId={fieldId} hint={hint} />
      <FieldError inputId={fieldId} error={error} />
    </div>
  );
});
