import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }
>(({ label, id, className, ...props }, ref) => {
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
      />
    </div>
  );
});
