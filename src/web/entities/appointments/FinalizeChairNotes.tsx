import { AlertTriangle, FileSignature } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAppointmentConsentStatus } from '../consents/queries';
import { SessionHealthAlert } from '../health-alerts/HealthAlert';
import { useIsMySession } from '../health-alerts/queries';
import { useAppointmentExtras } from './appointment-extras';

/**
 * What Finalizar says before the tap (issue 29, "At the chair"): the client's health alerts, and a
 * TCLE not signed for this session — with the way to collect it, and, when the studio requires it,
 * that Finalizar will be refused without it. It never blocks by itself: the server's rule does.
 */
export function FinalizeChairNotes({ appointment }: { appointment: Appointment }) {
  return (
    <div className="mb-4 space-y-2 empty:hidden">
      <SessionHealthAlert appointment={appointment} />
      <ConsentLine appointment={appointment} />
    </div>
  );
}

function ConsentLine({ appointment }: { appointment: Appointment }) {
  const status = useAppointmentConsentStatus(appointment.id).data;
  // Collected by the session's artist, on the consent dialog of the agenda's 'Termo de consentimento'.
  const extras = useAppointmentExtras();
  const canCollect = useIsMySession(appointment) && extras !== null;
  const [collecting, setCollecting] = useState(false);
  if (!status || status.signed) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-3 py-2.5 text-sm',
        status.required
          ? 'border-red-900 bg-red-950/60 text-red-100'
          : 'border-amber-800 bg-amber-950/60 text-amber-100',
      )}
    >
      <span className="flex min-w-0 flex-1 basis-52 items-start gap-2">
        <AlertTriangle size={18} className="mt-px shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">TCLE não assinado</span>
          {status.required
            ? ': o estúdio exige o termo assinado para finalizar. Colha a assinatura antes.'
            : ' para esta sessão.'}
        </span>
      </span>
      {canCollect && appointment.clientId && (
        <Button size="sm" variant="secondary" onClick={() => setCollecting(true)}>
          <FileSignature size={16} aria-hidden /> Colher assinatura
        </Button>
      )}
      {collecting && extras && appointment.clientId && (
        <Suspense fallback={null}>
          <extras.AppointmentConsentDialog
            appointment={{ ...appointment, clientId: appointment.clientId }}
            onOpenChange={(open) => !open && setCollecting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
