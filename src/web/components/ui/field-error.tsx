import { AlertCircle } from 'lucide-react';

/**
 * A field's problem, in the form's words. `true` marks the field invalid without repeating a
 * message already shown under an earlier field (SPEC's 'Por favor, preencha todos os campos' is
 * said once, every empty field outlined).
 */
export type FieldErrorValue = string | true | undefined;

/** The attributes that tie an input to its hint and its error (read by screen readers in that order). */
export function describedBy(
  inputId: string,
  { hint, error, extra }: { hint?: unknown; error?: FieldErrorValue; extra?: string },
) {
  const ids = [extra, hint ? `${inputId}-hint` : null, typeof error === 'string' ? `${inputId}-error` : null];
  return {
    'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

/** Shown right under its field, so the person sees what to fix where they are looking. */
export function FieldError({ inputId, error }: { inputId: string; error?: FieldErrorValue }) {
  if (typeof error !== 'string') return null;
  return (
    <p id={`${inputId}-error`} role="alert" className="flex items-start gap-1.5 text-sm text-blood-300">
      <AlertCircle size={16} aria-hidden className="mt-0.5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}
