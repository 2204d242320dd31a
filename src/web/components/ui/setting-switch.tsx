import { Switch } from 'radix-ui';
import { useId } from 'react';

/** One labelled on/off row (role=switch, aria-checked), with an optional hint under the label. */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-400">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative inline-flex h-7 w-12 after:absolute after:-inset-2.5 after:content-[''] shrink-0 cursor-pointer items-center rounded-full border border-ink-700 bg-ink-800 transition-colors data-[state=checked]:border-blood-600 data-[state=checked]:bg-blood-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-ink-100 shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
