import type { Appointment } from '../../../shared/schemas/appointment';
import { ActionSheet } from '../../components/ui/action-sheet';
import { dayTitle } from '../../lib/month-grid';
import { type AppointmentHandlers, appointmentActions, sheetOrder } from './appointment-actions';
import { appointmentSlot } from './appointment-time';
import { statusLabel } from './StatusBadge';

/** An appointment's actions as a sheet: the day list on phones, the dashboard and a client's page. */
export function AppointmentActionSheet({
  appointment,
  handlers,
  onClose,
  withDay = false,
}: {
  appointment: Appointment | null;
  handlers: AppointmentHandlers;
  onClose: () => void;
  /** Outside a day's list the sheet also says which day. */
  withDay?: boolean;
}) {
  if (!appointment) return null;
  const slot = appointmentSlot(appointment);
  const when = withDay ? `${dayTitle(slot.day)}, ${slot.time}` : slot.time;
  return (
    <ActionSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${appointment.clientName} · ${appointment.title}`}
      description={`${when} · ${statusLabel(appointment)}`}
      actions={sheetOrder(appointmentActions(appointment, handlers)).map((action) => ({
        label: action.label,
        icon: action.icon,
        tone: action.tone,
        onSelect: action.run,
      }))}
    />
  );
}
