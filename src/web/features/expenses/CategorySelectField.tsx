import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import {
  type ExpenseCategory,
  expenseCategoryGroups,
  expenseCategoryLabels,
  expenseGroupLabels,
  expenseGroups,
} from '../../../shared/enums';
import { inputClass } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * 'Categoria' as a native select grouped the way the tabs are (Recorrentes, Materiais, Outros).
 * The shared SelectField has no <optgroup>, hence this one.
 */
export function CategorySelectField({
  ref,
  value,
  onChange,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: ExpenseCategory;
  onChange: (category: ExpenseCategory) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-300">
        Categoria
      </label>
      <select
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ExpenseCategory)}
        className={cn(inputClass, 'appearance-auto', className)}
        {...props}
      >
        {expenseGroups.map((group) => (
          <optgroup key={group} label={expenseGroupLabels[group]}>
            {/* 'Repasse' is booked by a settlement, never typed. */}
            {expenseCategoryGroups[group]
              .filter((c) => c !== 'repasse' || value === 'repasse')
              .map((category) => (
                <option key={category} value={category}>
                  {expenseCategoryLabels[category]}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
