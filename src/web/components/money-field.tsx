import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from './ui/input';

/**
 * Money as Brazilians type it ('350', '350,00', '1.234,56'); read it back with `parseReais`.
 * A text input with the decimal keypad, because type=number rejects the comma in many browsers.
 */
export const MoneyField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string }
>((props, ref) => <Field ref={ref} inputMode="decimal" autoComplete="off" placeholder="0,00" {...props} />);
