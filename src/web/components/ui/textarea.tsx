import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

/** A labelled textarea; the hint, when given, is read with the field. */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode }
>(({ label, hint, id, className, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = `${fieldId}-hint`;
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
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-400">
          {hint}
        </p>
      )}
    </div>
  );
});
