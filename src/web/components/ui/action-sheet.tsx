import type { LucideIcon } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SheetAction {
  label: string;
  icon?: LucideIcon;
  tone?: 'default' | 'danger';
  onSelect: () => void;
}

/**
 * The phone's action sheet: big rows at the bottom of the screen, reachable with a thumb, and a
 * 'Cancelar' row. Radix gives it focus trapping and Escape like any dialog.
 */
export function ActionSheet({
  open,
  onOpenChange,
  title,
  description,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  actions: SheetAction[];
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl border border-ink-800 bg-ink-900 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none sm:inset-x-auto sm:left-1/2 sm:bottom-6 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:rounded-2xl">
          <div className="px-3 pt-1 pb-3 text-center">
            <RadixDialog.Title className="font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Description className={description ? 'text-sm text-ink-400' : 'sr-only'}>
              {description ?? title}
            </RadixDialog.Description>
          </div>
          <ul className="space-y-1">
            {actions.map(({ label, icon: Icon, tone, onSelect }) => (
              <li key={label}>
                <button
                  type="button"
                  onClick={() => {
                    onOpenChange(false);
                    onSelect();
                  }}
                  className={cn(
                    'flex h-13 w-full items-center gap-3 rounded-xl px-4 text-left text-base hover:bg-ink-850',
                    tone === 'danger' ? 'text-blood-300' : 'text-ink-100',
                  )}
                >
                  {Icon && <Icon size={20} aria-hidden />}
                  {label}
                </button>
              </li>
            ))}
          </ul>
          <RadixDialog.Close className="mt-2 h-12 w-full rounded-xl bg-ink-850 font-medium text-ink-200 hover:bg-ink-800">
            Cancelar
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
