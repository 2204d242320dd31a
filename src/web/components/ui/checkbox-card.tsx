import type { ReactNode, Ref } from 'react';

/** A setting switched by a box: the label in words and, under it, what switching it does. */
export function CheckboxCard({
  checked,
  onChange,
  disabled,
  label,
  hint,
  ref,
  name,
  onBlur,
}: {
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-ink-800 p-3 text-sm">
      <input
        ref={ref}
        name={name}
        onBlur={onBlur}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-blood-500"
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-ink-400">{hint}</span>}
      </span>
    </label>
  );
}
