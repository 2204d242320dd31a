import { X } from 'lucide-react';
import { AlertDialog as RadixAlert, Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

const overlay = 'fixed inset-0 z-40 bg-black/70 backdrop-blur-sm';
const panel =
  'fixed z-50 bg-ink-900 border border-ink-800 shadow-2xl focus:outline-none inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-2xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Room for a list of rows on larger screens (the default card fits a form). */
  wide?: boolean;
  children: ReactNode;
}

/** A modal: bottom sheet on phones, centered card on larger screens. Radix handles focus and Escape. */
export function Dialog({ open, onOpenChange, title, description, wide, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={cn(panel, wide && 'sm:max-w-2xl')}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className={description ? 'mt-1 text-sm text-ink-400' : 'sr-only'}>
                {description ?? title}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fechar" className="-mr-2 -mt-2">
                <X size={20} aria-hidden />
              </Button>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the question saying what follows from 'yes'. */
  description?: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** Yes/no question (SPEC's confirmations): the text is the question itself. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
}: ConfirmProps) {
  return (
    <RadixAlert.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={overlay} />
        <RadixAlert.Content className={panel}>
          <RadixAlert.Title className="text-lg font-semibold">{title}</RadixAlert.Title>
          <RadixAlert.Description className={description ? 'mt-2 text-sm text-ink-400' : 'sr-only'}>
            {description ?? title}
          </RadixAlert.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlert.Cancel asChild>
              <Button variant="secondary">Cancelar</Button>
            </RadixAlert.Cancel>
            <RadixAlert.Action asChild>
              <Button
                variant="danger"
                disabled={busy}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </RadixAlert.Action>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
