import {
  CalendarX,
  CircleCheckBig,
  ClipboardList,
  FileSignature,
  HandCoins,
  type LucideIcon,
  Pencil,
  RotateCcw,
  Trash2,
  Undo2,
  UserCheck,
  Wallet,
} from 'lucide-react';
import type { Appointment } from '../../../shared/schemas/appointment';

/** What the screen does for each action; the day list only decides which ones apply. */
export interface AppointmentHandlers {
  checkIn: (a: Appointment, isChecked: boolean) => void;
  finalize: (a: Appointment) => void;
  cancelFinalization: (a: Appointment) => void;
  edit: (a: Appointment) => void;
  remove: (a: Appointment) => void;
  /** Asks first: the client called it off, reminders stop. */
  cancel: (a: Appointment) => void;
  reopen: (a: Appointment) => void;
  /** 'Registrar sinal': a deposit received before the session. */
  deposit: (a: Appointment) => void;
  /** 'Devolver sinal': a cancelled session's deposit given back. */
  refundDeposit: (a: Appointment) => void;
  /** 'Ficha técnica': body site, inks and lots, aftercare (issue 15). */
  record: (a: Appointment) => void;
  /** 'Termo de consentimento': the client signs for this session (issue 15). */
  consent: (a: Appointment) => void;
  /**
   * Whether the client record of this session is the signed-in artist's: in a studio the owner and
   * front desk keep other artists' sessions, never their fichas and termos. Absent: always.
   */
  keepsRecordOf?: (a: Appointment) => boolean;
}

export interface AppointmentAction {
  key:
    | 'check-in'
    | 'finalize'
    | 'deposit'
    | 'refund-deposit'
    | 'cancel-finalization'
    | 'edit'
    | 'delete'
    | 'cancel'
    | 'reopen'
    | 'record'
    | 'consent';
  label: string;
  icon: LucideIcon;
  tone?: 'danger';
  run: () => void;
}

/**
 * The actions that make sense for an appointment's state (SPEC §4): arriving and finishing only
 * while it is on; a finished one can only have its finalization undone before being cancelled.
 */
export function appointmentActions(a: Appointment, h: AppointmentHandlers): AppointmentAction[] {
  const open = !a.isTattooFinished && a.status !== 'cancelado';
  const actions: AppointmentAction[] = [];
  if (open) {
    actions.push({
      key: 'check-in',
      label: a.isChecked ? 'Desmarcar Chegou' : 'Marcar Chegou',
      icon: UserCheck,
      run: () => h.checkIn(a, !a.isChecked),
    });
    actions.push({ key: 'finalize', label: 'Finalizar', icon: CircleCheckBig, run: () => h.finalize(a) });
    actions.push({ key: 'deposit', label: 'Registrar sinal', icon: Wallet, run: () => h.deposit(a) });
  }
  if (a.isTattooFinished) {
    actions.push({
      key: 'cancel-finalization',
      label: 'Cancelar Finalização',
      icon: Undo2,
      run: () => h.cancelFinalization(a),
    });
  }
  const recordIsMine = h.keepsRecordOf?.(a) ?? true;
  if (open && a.clientId && recordIsMine)
    actions.push({
      key: 'consent',
      label: 'Termo de consentimento',
      icon: FileSignature,
      run: () => h.consent(a),
    });
  if (a.status !== 'cancelado' && recordIsMine)
    actions.push({ key: 'record', label: 'Ficha técnica', icon: ClipboardList, run: () => h.record(a) });
  actions.push({ key: 'edit', label: 'Editar', icon: Pencil, run: () => h.edit(a) });
  if (open) {
    // Not 'Cancelar …': that word already dismisses every sheet and dialog.
    actions.push({ key: 'cancel', label: 'Marcar como cancelado', icon: CalendarX, run: () => h.cancel(a) });
  }
  if (a.status === 'cancelado') {
    actions.push({ key: 'reopen', label: 'Reabrir', icon: RotateCcw, run: () => h.reopen(a) });
    if (a.depositCents > 0)
      actions.push({
        key: 'refund-deposit',
        label: 'Devolver sinal',
        icon: HandCoins,
        run: () => h.refundDeposit(a),
      });
  }
  // Holding a deposit, it is cancelled, never deleted (the server says so too).
  if (a.depositCents === 0)
    actions.push({ key: 'delete', label: 'Excluir', icon: Trash2, tone: 'danger', run: () => h.remove(a) });
  return actions;
}

/**
 * The phone sheet's order: 'Editar' last, so the row next to the sheet's own 'Cancelar' (the one a
 * thumb slips onto) is harmless, never Excluir, Marcar como cancelado or Cancelar Finalização.
 */
export function sheetOrder(actions: AppointmentAction[]): AppointmentAction[] {
  return [...actions.filter((x) => x.key !== 'edit'), ...actions.filter((x) => x.key === 'edit')];
}
