import type { Appointment } from '../../../shared/schemas/appointment';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import { Dialog } from '../../components/ui/dialog';
import { useClientDetail } from '../../entities/clients/queries';
import { consentSessions } from './ConsentPanel';
import { SignConsentDialog } from './SignConsentDialog';

/** 'Termo de consentimento' from an appointment's actions: signed for that session. */
export function AppointmentConsentDialog({
  appointment,
  onOpenChange,
}: {
  appointment: Appointment & { clientId: string };
  onOpenChange: (open: boolean) => void;
}) {
  const detail = useClientDetail(appointment.clientId);
  const d = detail.data;
  if (!d)
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Termo de consentimento"
        description={appointment.clientName}
      >
        <p role={detail.isError ? 'alert' : 'status'} className="text-sm text-ink-400">
          {detail.isError ? 'Não foi possível carregar o cliente. Tente novamente.' : 'Carregando…'}
        </p>
      </Dialog>
    );
  const sessions = consentSessions(d.appointments);
  if (!sessions.some((s) => s.id === appointment.id)) {
    const { day, time } = splitSaoPaulo(new Date(appointment.startTime));
    sessions.unshift({ id: appointment.id, label: `${formatDayBR(day)} ${time} · ${appointment.title}` });
  }
  return (
    <SignConsentDialog
      client={d.client}
      sessions={sessions}
      appointmentId={appointment.id}
      open
      onOpenChange={onOpenChange}
    />
  );
}
