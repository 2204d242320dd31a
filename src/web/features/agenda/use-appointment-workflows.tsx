import { type ReactNode, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { AppointmentActionSheet } from './AppointmentActionSheet';
import { type AppointmentDraft, AppointmentFormDialog } from './AppointmentFormDialog';
import type { AppointmentHandlers } from './appointment-actions';
import { ConfirmAppointmentDialog, type PendingConfirm } from './ConfirmAppointmentDialog';
import { FinalizeDialog } from './FinalizeDialog';
import { useQuickActions } from './use-quick-actions';

export interface AppointmentWorkflows {
  handlers: AppointmentHandlers;
  /** Opens the form: a new appointment on a day, or an existing one to edit. */
  openForm: (draft: AppointmentDraft) => void;
  /** Opens an appointment's action sheet (its day named: outside a day list). */
  openActions: (appointment: Appointment) => void;
  /** A form or question is up: a list dialog underneath steps aside. */
  busy: boolean;
  /** The action sheet, the form, Finalizar and the confirmations, to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * Everything an appointment's actions open — Finalizar, Editar, the confirmations — in one place, so
 * the Agenda, the dashboard and a client's page act on an appointment the same way.
 */
export function useAppointmentWorkflows({
  onFormClosed,
}: {
  onFormClosed?: () => void;
} = {}): AppointmentWorkflows {
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  const [finalizing, setFinalizing] = useState<Appointment | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [acting, setActing] = useState<Appointment | null>(null);
  const quick = useQuickActions();

  const handlers: AppointmentHandlers = {
    ...quick,
    finalize: setFinalizing,
    edit: (appointment) => setDraft({ appointment }),
    cancelFinalization: (appointment) => setConfirm({ kind: 'cancel-finalization', appointment }),
    remove: (appointment) => setConfirm({ kind: 'delete', appointment }),
    cancel: (appointment) => setConfirm({ kind: 'cancel', appointment }),
  };

  const dialogs = (
    <>
      <AppointmentActionSheet
        appointment={acting}
        handlers={handlers}
        onClose={() => setActing(null)}
        withDay
      />
      <AppointmentFormDialog
        draft={draft}
        onOpenChange={(open) => {
          if (open) return;
          setDraft(null);
          onFormClosed?.();
        }}
      />
      <FinalizeDialog appointment={finalizing} onOpenChange={(open) => !open && setFinalizing(null)} />
      <ConfirmAppointmentDialog pending={confirm} onDone={() => setConfirm(null)} />
    </>
  );

  return {
    handlers,
    openForm: setDraft,
    openActions: setActing,
    busy: draft !== null || finalizing !== null || confirm !== null,
    dialogs,
  };
}
