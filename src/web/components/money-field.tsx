import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePrivacy } from '../lib/privacy';
import { Field } from './ui/input';

/**
 * Money as Brazilians type it ('350', '350,00', '1.234,56'); read it back with `parseReais`.
 * A text input with the decimal keypad, because type=number rejects the comma in many browsers.
 * In privacy mode a prefilled amount shows as dots until the field is focused to be edited: the
 * form over a hidden list must not give the figure away.
 */
export const MoneyField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }
>(({ className, ...props }, ref) => {
  const { hidden } = usePrivacy();
  return (
    <Field
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      className={cn(hidden && '[-webkit-text-security:disc] focus:[-webkit-text-security:none]', className)}
      {...props}
    />
  );
});
