import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FieldError, type FieldErrorValue } from './field-error';

export const inputClass =
  'h-11 w-full rounded-xl border border-ink-700 bg-ink-900 px-3 text-base text-ink-100 placeholder:text-ink-500 focus:border-blood-500 focus:outline-none aria-[invalid=true]:border-blood-400 disabled:opacity-60 [&:is(input,textarea):read-only]:text-ink-400';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...props }, ref) => <input ref={ref} className={cn(inputClass, className)} {...props} />,
);

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** Shown under the field (see FieldError); `true` only outlines it. */
  error?: FieldErrorValue;
}

/** A labelled input; the label is tied to the input so screen readers and tests find it by name. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(({ label, hint, error, id, ...props }, ref) => {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-300">
        {label}
      </label>
      {/* The hint is read with the field ('O email não pode ser alterado'), after any description given. */}
      <Input
        ref={ref}
        id={inputId}
        {...props}
        {...describedBy(inputId, { hint, error, extra: props['aria-describedby'] })}
      />
      <FieldHint inputId={inputId} hint={hint} />
      <FieldError inputId={inputId} error={error} />
    </div>
  );
});

export function FieldHint({ inputId, hint }: { inputId: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${inputId}-hint`} className="text-xs text-ink-400">
      {hint}
    </p>
  );
}

/** Password input with the show/hide switch SPEC asks for on login. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(
  ({ label, id, error, ...props }, ref) => {
    const auto = useId();
    const inputId = id ?? auto;
    const [shown, setShown] = useState(false);
    return (
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-300">
          {label}
        </label>
        <div className="relative">
          <Input
            ref={ref}
            id={inputId}
            type={shown ? 'text' : 'password'}
            className="pr-12"
            {...props}
            {...describedBy(inputId, { error, extra: props['aria-describedby'] })}
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-ink-400 hover:text-ink-100"
          >
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
        <FieldError inputId={inputId} error={error} />
      </div>
    );
  },
);
