import { forwardRef, type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { centsToMoneyText } from '../../shared/money';
import { cn } from '../lib/cn';
import { usePrivacy } from '../lib/privacy';
import { readCents } from './money-text';
import type { FieldErrorValue } from './ui/field-error';
import { Field } from './ui/input';

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

export interface MoneyFieldProps extends TextProps {
  label: string;
  hint?: ReactNode;
  error?: FieldErrorValue;
  /** Integer cents; undefined while blank, NaN while what is typed is not money. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  /** What a blank field is worth, when blank means something (R$ 0,00 for an optional value). */
  blankValue?: number;
}

/**
 * The one money field: people type as Brazilians do ('350', '350,00', '1.234,56') and the form
 * holds integer cents (shared/money parseMoneyToCents), which is what goes on the wire. A text
 * input with the decimal keypad, because type=number rejects the comma in many browsers. In
 * privacy mode a prefilled amount shows as dots until the field is focused to be edited: the form
 * over a hidden list must not give the figure away.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(
  ({ className, value, onChange, blankValue, ...props }, ref) => {
    const { hidden } = usePrivacy();
    const [text, setText] = useState(() => textFor(value, blankValue));
    // A value set from outside (the rest recomputed, a reset) shows; what is being typed stays.
    useEffect(() => {
      if (value === undefined || Number.isNaN(value)) return;
      setText((typed) => (readCents(typed, blankValue) === value ? typed : centsToMoneyText(value)));
    }, [value, blankValue]);
    return (
      <Field
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn(hidden && '[-webkit-text-security:disc] focus:[-webkit-text-security:none]', className)}
        {...props}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(readCents(e.target.value, blankValue));
        }}
      />
    );
  },
);

function textFor(value: number | undefined, blankValue?: number): string {
  if (value === undefined || Number.isNaN(value)) return '';
  // An optional value left at its blank worth starts blank, as the person left it.
  if (value === blankValue) return '';
  return centsToMoneyText(value);
}
