import { X } from 'lucide-react';
import { AlertDialog as RadixAlert, Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { GuardContext, useGuardedClose } from './dialog-guard';

export { useGuardedClose, useMarkSaved, useReportDirty } from './dialog-guard';

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

/**
 * Our dialogs open from state, not from a Radix Trigger, so Radix has nowhere to send focus back:
 * remember what had focus when the dialog opened and return there on close (if it still exists).
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (a passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const el = opener.current;
    if (el?.isConnected) {
      event.preventDefault();
      el.focus();
    }
  };
}

/** A form's 'Cancelar': closes through the dialog's guard. */
export function DialogCancelButton({ onCancel }: { onCancel: () => void }) {
  const close = useGuardedClose(onCancel);
  return (
    <Button variant="secondary" onClick={close}>
      Cancelar
    </Button>
  );
}

const FIRST_FIELD =
  'input:not([type=hidden]):not([readonly]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal: bottom sheet on phones, centered card on larger screens. Radix handles focus and Escape.
 * It opens with focus on its first field (typing goes where the artist expects, and a Space never
 * lands on the X), and once something was typed, closing by the X, Escape, a tap outside or
 * 'Cancelar' asks 'Descartar alterações?' first. A save closes it directly.
 */
export function Dialog({ open, onOpenChange, title, description, wide, children }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const content = useRef<HTMLDivElement>(null);
  // A form that reports its state (useReportDirty) is believed; a dialog without one (a text box
  // outside any form) counts any input as an edit.
  const edited = useRef(false);
  const reported = useRef(new Map<object, boolean>());
  const [asking, setAsking] = useState(false);
  useLayoutEffect(() => {
    if (open) edited.current = false;
  }, [open]);
  const requestClose = () => {
    const forms = [...reported.current.values()];
    if (forms.length > 0 ? forms.some(Boolean) : edited.current) setAsking(true);
    else onOpenChange(false);
  };
  // One identity for the dialog's life: forms report through it from layout effects.
  const latestClose = useRef(requestClose);
  latestClose.current = requestClose;
  const [guard] = useState(() => ({
    close: () => latestClose.current(),
    saved: () => {
      edited.current = false;
      for (const form of reported.current.keys()) reported.current.set(form, false);
    },
    dirty: (form: object, isDirty: boolean | null) => {
      if (isDirty === null) reported.current.delete(form);
      else reported.current.set(form, isDirty);
    },
  }));
  return (
    <>
      <RadixDialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={overlay} />
          <RadixDialog.Content
            ref={content}
            className={cn(panel, wide && 'sm:max-w-2xl')}
            onCloseAutoFocus={returnFocus}
            onOpenAutoFocus={(event) => {
              const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD);
              if (!field) return;
              event.preventDefault();
              field.focus();
            }}
            onInput={() => {
              edited.current = true;
            }}
            // Without a description, nothing is announced after the title (not the title twice).
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-ink-400">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Fechar" className="-mr-2 -mt-2">
                  <X size={20} aria-hidden />
                </Button>
              </RadixDialog.Close>
            </div>
            <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Descartar alterações?"
        description="O que você digitou neste formulário será perdido."
        cancelLabel="Continuar editando"
        confirmLabel="Descartar"
        onConfirm={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the question saying what follows from 'yes'. */
  description?: string;
  confirmLabel: string;
  /** The way back; SPEC's confirmations say 'Cancelar'. */
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  /** A second way to say yes (e.g. 'Cliente faltou' beside 'Marcar como cancelado'). */
  alternative?: { label: string; onSelect: () => void };
  /**
   * The answers that change something in a danger area of their own, and 'Cancelar' well apart
   * below it (issue 29): on a phone held with a gloved hand, 'Cancelar' right under 'Marcar como
   * cancelado' is one slip from cancelling the session.
   */
  dismissApart?: boolean;
}

/** Yes/no question (SPEC's confirmations): the text is the question itself. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  busy,
  alternative,
  dismissApart = false,
}: ConfirmProps) {
  const returnFocus = useReturnFocus(open);
  const cancel = (
    <RadixAlert.Cancel asChild>
      <Button variant="secondary">{cancelLabel}</Button>
    </RadixAlert.Cancel>
  );
  const other = alternative && (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={(e) => {
        e.preventDefault();
        alternative.onSelect();
      }}
    >
      {alternative.label}
    </Button>
  );
  const confirm = (
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
  );
  return (
    <RadixAlert.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={overlay} />
        <RadixAlert.Content
          className={panel}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixAlert.Title className="text-lg font-semibold">{title}</RadixAlert.Title>
          {description && (
            <RadixAlert.Description className="mt-2 text-sm text-ink-400">
              {description}
            </RadixAlert.Description>
          )}
          {dismissApart ? (
            <>
              <div className="mt-6 flex flex-col gap-2 rounded-2xl border border-red-900/70 bg-red-950/30 p-2">
                {confirm}
                {other}
              </div>
              <div className="mt-6 flex flex-col border-t border-ink-800 pt-6">{cancel}</div>
            </>
          ) : (
            // Three answers do not fit a row: stacked at every width, the main one on top.
            <div
              className={cn('mt-6 flex flex-col-reverse gap-2', !alternative && 'sm:flex-row sm:justify-end')}
            >
              {cancel}
              {other}
              {confirm}
            </div>
          )}
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
