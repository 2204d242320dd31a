import { appointmentBadge } from '../../../shared/appointment-badge';
import type { Appointment } from '../../../shared/schemas/appointment';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import { PendingBadge } from '../../entities/offline-writes/PendingBadge';
import { cn } from '../../lib/cn';

const badgeTone: Record<string, string> = {
  Concluído: 'bg-emerald-500/15 text-emerald-300',
  Cancelado: 'bg-red-500/15 text-red-300',
  Chegou: 'bg-amber-500/15 text-amber-300',
  Agendado: 'bg-sky-500/15 text-sky-300',
  Faltou: 'bg-amber-500/15 text-amber-300',
};

/**
 * One appointment line: time (and date when asked), client, title and SPEC's status badge. A tap
 * opens its actions (Chegou, Finalizar, Editar…).
 */
export function AppointmentItem({
  appointment,
  showDate = false,
  artistName,
  onOpen,
}: {
  appointment: Appointment;
  showDate?: boolean;
  /** In the studio's day: whose session it is. */
  artistName?: string;
  onOpen: (appointment: Appointment) => void;
}) {
  const { day, time } = splitSaoPaulo(new Date(appointment.startTime));
  const badge = appointmentBadge(appointment);
  return (
    <li>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpen(appointment)}
        className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-ink-850 active:bg-ink-800"
      >
        <div className="w-14 shrink-0 text-center">
          <p className="font-semibold tabular-nums">{time}</p>
          {showDate && <p className="text-xs text-ink-400 tabular-nums">{formatDayBR(day).slice(0, 5)}</p>}
        </div>
        {/* Two lines each before an ellipsis: long names stay readable on a phone. */}
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-medium break-words">{appointment.clientName}</p>
          <p className="line-clamp-2 text-sm break-words text-ink-400">
            {appointment.title}
            {artistName && <span className="text-ink-300"> · {artistName}</span>}
          </p>
        </div>
        <span className="flex shrink-0 gap-1">
          <span className={cn('rounded-lg px-2 py-1 text-xs font-medium', badgeTone[badge])}>{badge}</span>
          {/* 'Cliente faltou' (issue 28): SPEC's badge stays, the no-show beside it. */}
          {appointment.status === 'cancelado' && appointment.noShow && (
            <span className={cn('rounded-lg px-2 py-1 text-xs font-medium', badgeTone.Faltou)}>Faltou</span>
          )}
          <PendingBadge id={appointment.id} className="rounded-lg px-2 py-1" />
        </span>
      </button>
    </li>
  );
}
