import { AlertTriangle } from 'lucide-react';
import { type HealthAlert, healthAlertLines } from '../../../shared/health-alert';
import type { Appointment } from '../../../shared/schemas/appointment';
import { formatDayBR } from '../../../shared/time';
import { cn } from '../../lib/cn';
import { useHealthAlertOf } from './queries';

/**
 * The client's health alerts where the needle is (the ficha, Finalizar): allergies first and in
 * red, each 'sim' with its detail, the client's own notes. Nothing when there is nothing to say, or
 * when the session's record is not the signed-in artist's.
 */
export function SessionHealthAlert({
  appointment,
  className,
}: {
  appointment: Appointment;
  className?: string;
}) {
  const alert = useHealthAlertOf(appointment);
  return alert ? <HealthAlertBlock alert={alert} className={className} /> : null;
}

export function HealthAlertBlock({ alert, className }: { alert: HealthAlert; className?: string }) {
  return (
    <section
      aria-label="Alertas de saúde"
      className={cn(
        'rounded-xl border border-amber-700/80 bg-amber-950/60 px-3 py-2.5 text-sm text-amber-100',
        className,
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-amber-200">
        <AlertTriangle size={17} className="shrink-0" aria-hidden />
        Alertas de saúde
        <span className="text-xs font-normal text-amber-200/80">
          anamnese de {formatDayBR(alert.filledAt.slice(0, 10))}
        </span>
      </p>
      <ul className="mt-1 space-y-0.5 pl-6">
        {healthAlertLines(alert).map((line) => (
          <li
            key={line.key}
            className={cn(
              'break-words whitespace-pre-line',
              line.key === 'allergies' && 'font-semibold text-red-200',
            )}
          >
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A session's alerts in one or two lines for a list row (the day list): 'Alergia: látex · Usa
 * medicamento: Roacutan · Observações: …', the whole text in the row's accessible name.
 */
export function HealthAlertSummary({ alert }: { alert: HealthAlert }) {
  const text = healthAlertLines(alert)
    .map((line) => line.text)
    .join(' · ');
  return (
    <span className="mt-1 flex items-start gap-1.5 text-xs text-amber-200" title={text}>
      <AlertTriangle size={14} className="mt-px shrink-0" aria-hidden />
      <span className="line-clamp-2 break-words">
        <span className="sr-only">Alertas de saúde: </span>
        {text}
      </span>
    </span>
  );
}
