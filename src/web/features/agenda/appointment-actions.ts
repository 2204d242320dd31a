import {
  CalendarX,
  CircleCheckBig,
  type LucideIcon,
  Pencil,
  RotateCcw,
  Trash2,
  Undo2,
  UserCheck,
} from 'lucide-react';
import type { Appointment } from '../../../shared/schemas/appointment';

/** What the screen does for each action; the day list only decides which ones apply. */
export interface AppointmentHandlers {
  checkIn: (a: Appointment, isChecked: boolean) => void;
  finalize: (a: Appointment) => void;
  cancelFinalization: (a: Appointment) => void;
  edit: (a: Appointment) => void;
  remove: (a: Appointment) => void;
  setCancelled: (a: Appointment, cancelled: boolean) => void;
}

export interface AppointmentAction {
  key: 'check-in' | 'finalize' | 'cancel-finalization' | 'edit' | 'delete' | 'cancel' | 'reopen';
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
  }
  if (a.isTattooFinished) {
    actions.push({
      key: 'cancel-finalization',
      label: 'Cancelar Finalização',
      icon: Undo2,
      run: () => h.cancelFinalization(a),
    });
  }
  actions.push({ key: 'edit', label: 'Editar', icon: Pencil, run: () => h.edit(a) });
  if (open) {
    actions.push({
      key: 'cancel',
      label: 'Cancelar agendamento',
      icon: CalendarX,
      run: () => h.setCancelled(a, true),
    });
  }
  if (a.status === 'cancelado') {
    actions.push({ key: 'reopen', label: 'Reabrir', icon: RotateCcw, run: () => h.setCancelled(a, false) });
  }
  actions.push({ key: 'delete', label: 'Excluir', icon: Trash2, tone: 'danger', run: () => h.remove(a) });
  return actions;
}
