import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { whenSettled } from '../../lib/when-idle';
import { useMe } from '../session/queries';
import { AppointmentActionSheet } from './AppointmentActionSheet';
import type { AppointmentDraft, RefusedSave } from './AppointmentFormDialog';
import type { AppointmentHandlers } from './appointment-actions';
import { useAppointmentExtras } from './appointment-extras';
import { ConfirmAppointmentDialog, type PendingConfirm } from './ConfirmAppointmentDialog';
import type { RefusedFinalize } from './FinalizeDialog';
import { cachedAppointment } from './queries';
import { useQuickActions } from './use-quick-actions';

// The form and Finalizar bring the validation schemas: fetched on first use (or once the first
// screen has settled, one chunk at a time), not before the screen can paint.
const loadForm = () => import('./AppointmentFormDialog');
const loadFinalize = () => import('./FinalizeDialog');
const loadDeposit = () => import('./DepositDialog');
const AppointmentFormDialog = lazy(() => loadForm().then((m) => ({ default: m.AppointmentFormDialog })));
const FinalizeDialog = lazy(() => loadFinalize().then((m) => ({ default: m.FinalizeDialog })));
const DepositDialog = lazy(() => loadDeposit().then((m) => ({ default: m.DepositDialog })));
function preloadAppointmentDialogs(): () => void {
  const warmUps = [whenSettled(loadForm), whenSettled(loadFinalize), whenSettled(loadDeposit)];
  return () => {
    for (const cancel of warmUps) cancel();
  };
}

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
  const [refused, setRefused] = useState<RefusedSave | null>(null);
  const [finalizing, setFinalizing] = useState<Appointment | null>(null);
  const [finalizeRefused, setFinalizeRefused] = useState<RefusedFinalize | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [acting, setActing] = useState<Appointment | null>(null);
  const quick = useQuickActions();
  const qc = useQueryClient();
  const extras = useAppointmentExtras();
  const me = useMe().data;
  useEffect(preloadAppointmentDialogs, []);
  // Mounted from their first opening on, so closing still animates.
  const [formUsed, setFormUsed] = useState(false);
  const [finalizeUsed, setFinalizeUsed] = useState(false);
  const [depositing, setDepositing] = useState<Appointment | null>(null);
  const [depositUsed, setDepositUsed] = useState(false);
  const [recording, setRecording] = useState<Appointment | null>(null);
  const [consenting, setConsenting] = useState<(Appointment & { clientId: string }) | null>(null);
  const openForm = (next: AppointmentDraft) => {
    setFormUsed(true);
    setRefused(null);
    setDraft(next);
  };
  // The server refused a save after the form closed: it opens again with what was typed.
  const reopenRefused = (refusal: RefusedSave) => {
    setFormUsed(true);
    setRefused(refusal);
    setDraft(refusal.draft);
  };
  const startFinalize = (appointment: Appointment) => {
    setFinalizeUsed(true);
    setFinalizeRefused(null);
    setFinalizing(appointment);
  };
  // Refused: the lists have reloaded by now, so the form opens on the session as it now is (a
  // deposit recorded elsewhere changes the rest to ask for).
  const reopenFinalize = (refusal: RefusedFinalize) => {
    const appointment = cachedAppointment(qc, refusal.appointment.id) ?? refusal.appointment;
    setFinalizeUsed(true);
    setFinalizeRefused({ ...refusal, appointment });
    setFinalizing(appointment);
  };

  const handlers: AppointmentHandlers = {
    ...quick,
    finalize: startFinalize,
    edit: (appointment) => openForm({ appointment }),
    cancelFinalization: (appointment) => setConfirm({ kind: 'cancel-finalization', appointment }),
    remove: (appointment) => setConfirm({ kind: 'delete', appointment }),
    cancel: (appointment) => setConfirm({ kind: 'cancel', appointment }),
    deposit: (appointment) => {
      setDepositUsed(true);
      setDepositing(appointment);
    },
    refundDeposit: (appointment) => setConfirm({ kind: 'refund-deposit', appointment }),
    record: setRecording,
    consent: (appointment) =>
      appointment.clientId && setConsenting({ ...appointment, clientId: appointment.clientId }),
    keepsRecordOf: (appointment) => !me || appointment.artistId === me.id,
  };

  const dialogs = (
    <>
      <AppointmentActionSheet
        appointment={acting}
        handlers={handlers}
        onClose={() => setActing(null)}
        withDay
      />
      <Suspense fallback={null}>
        {formUsed && (
          <AppointmentFormDialog
            draft={draft}
            refused={refused}
            onRefused={reopenRefused}
            onOpenChange={(open) => {
              if (open) return;
              setDraft(null);
              setRefused(null);
              onFormClosed?.();
            }}
          />
        )}
        {finalizeUsed && (
          <FinalizeDialog
            appointment={finalizing}
            refused={finalizeRefused}
            onRefused={reopenFinalize}
            onOpenChange={(open) => {
              if (open) return;
              setFinalizing(null);
              setFinalizeRefused(null);
            }}
          />
        )}
        {depositUsed && (
          <DepositDialog appointment={depositing} onOpenChange={(open) => !open && setDepositing(null)} />
        )}
        {recording && extras && (
          <extras.SessionRecordDialog
            appointment={recording}
            onOpenChange={(open) => !open && setRecording(null)}
          />
        )}
        {consenting && extras && (
          <extras.AppointmentConsentDialog
            appointment={consenting}
            onOpenChange={(open) => !open && setConsenting(null)}
          />
        )}
      </Suspense>
      <ConfirmAppointmentDialog pending={confirm} onDone={() => setConfirm(null)} />
    </>
  );

  return {
    handlers,
    openForm,
    openActions: setActing,
    busy:
      draft !== null ||
      finalizing !== null ||
      depositing !== null ||
      recording !== null ||
      consenting !== null ||
      confirm !== null,
    dialogs,
  };
}
