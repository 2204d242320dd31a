import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { percentTextToRateBp, rateBpToPercentText } from '../../shared/card-fees';
import type { FieldErrorValue } from './ui/field-error';
import { Field } from './ui/input';

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

export interface PercentFieldProps extends TextProps {
  label: string;
  hint?: ReactNode;
  error?: FieldErrorValue;
  /** Basis points (399 = 3,99 %); null while blank, NaN while what is typed is not a percentage. */
  value: number | null;
  onChange: (rateBp: number | null) => void;
}

/**
 * A percentage with up to two decimals, typed the Brazilian way ('3,99'); the form holds basis
 * points, which is what goes on the wire (shared/card-fees).
 */
export const PercentField = forwardRef<HTMLInputElement, PercentFieldProps>(
  ({ value, onChange, ...props }, ref) => {
    const [text, setText] = useState(() =>
      value === null || Number.isNaN(value) ? '' : rateBpToPercentText(value),
    );
    return (
      <Field
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        {...props}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const typed = e.target.value.trim();
          onChange(typed === '' ? null : (percentTextToRateBp(typed) ?? Number.NaN));
        }}
      />
    );
  },
);
PercentField.displayName = 'PercentField';
