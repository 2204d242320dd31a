import { Check, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { AppointmentActionSheet } from '../../entities/appointments/AppointmentActionSheet';
import {
  type AppointmentAction,
  type AppointmentHandlers,
  appointmentActions,
} from '../../entities/appointments/appointment-actions';
import { appointmentSlot, endTime } from '../../entities/appointments/appointment-time';
import { StatusBadge } from '../../entities/appointments/StatusBadge';
import { HealthAlertSummary } from '../../entities/health-alerts/HealthAlert';
import { Money } from '../../lib/privacy';
import { useAgendaHealthAlert } from './agenda-health-alerts';
import { dayTitle } from './calendar';
import { DepositMarker } from './DepositMarker';
import { depositState } from './deposit-state';
import { useArtistOf } from './studio-artists';
import { useIsDesktop } from './use-is-desktop';

/** The day's appointments with their actions, in a dialog (tapping a day in the month grid). */
export function DayListDialog({
  day,
  appointments,
  handlers,
  onAdd,
  onOpenChange,
}: {
  day: IsoDay | null;
  appointments: Appointment[];
  handlers: AppointmentHandlers;
  onAdd: (day: IsoDay) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const count = appointments.length;
  return (
    <Dialog
      open={day !== null}
      onOpenChange={onOpenChange}
      title={day ? dayTitle(day) : ''}
      wide
      description={
        count === 0 ? 'Nenhum agendamento' : `${count} ${count === 1 ? 'agendamento' : 'agendamentos'}`
      }
    >
      {day && <DayAppointments day={day} appointments={appointments} handlers={handlers} />}
      {day && (
        <Button className="mt-4 w-full" onClick={() => onAdd(day)}>
          <Plus size={18} aria-hidden /> Adicionar Novo Agendamento
        </Button>
      )}
    </Dialog>
  );
}

/**
 * A day's appointments: on desktop each with its actions inline, below 1024 px a row that opens
 * the action sheet. Used by the day dialog and under the phone's month grid.
 */
export function DayAppointments({
  day,
  appointments,
  handlers,
  label = 'Agendamentos do dia',
}: {
  /** The day listed: a session that began the night before shows as its continuation. */
  day: IsoDay;
  appointments: Appointment[];
  handlers: AppointmentHandlers;
  label?: string;
}) {
  const isDesktop = useIsDesktop();
  const [sheetFor, setSheetFor] = useState<Appointment | null>(null);
  if (appointments.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-400">Nenhum agendamento neste dia</p>;
  }
  return (
    <>
      <ul className="space-y-2" aria-label={label}>
        {appointments.map((a) => (
          <li key={a.id} className="rounded-xl border border-ink-800 bg-ink-850">
            {isDesktop ? (
              <div className="p-3">
                <Summary appointment={a} day={day} />
                <InlineActions appointment={a} actions={appointmentActions(a, handlers)} />
              </div>
            ) : (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setSheetFor(a)}
                className="flex w-full items-center gap-2 rounded-xl p-3 text-left active:bg-ink-800"
              >
                <Summary appointment={a} day={day} />
                <ChevronRight size={18} className="shrink-0 text-ink-400" aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
      <AppointmentActionSheet appointment={sheetFor} handlers={handlers} onClose={() => setSheetFor(null)} />
    </>
  );
}

function Summary({ appointment: a, day }: { appointment: Appointment; day: IsoDay }) {
  const value = a.isTattooFinished ? (a.finalValueCents ?? a.agreedValueCents) : a.agreedValueCents;
  const artist = useArtistOf()(a);
  const deposit = depositState(a);
  const start = appointmentSlot(a);
  const continued = start.day !== day;
  const healthAlert = useAgendaHealthAlert()(a);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span className="w-12 shrink-0 pt-0.5 tabular-nums">
        <span className="block font-semibold">{start.time}</span>
        <span className="block text-xs text-ink-400">até {endTime(a)}</span>
      </span>
      {/* Two lines each before an ellipsis: long Brazilian names stay readable on a phone. */}
      <span className="min-w-0 flex-1">
        {continued && (
          <span className="block text-xs font-medium text-sky-300">
            ↳ Continuação de {dayTitle(start.day).toLowerCase()}
          </span>
        )}
        <span className="line-clamp-2 font-medium break-words">{a.clientName}</span>
        <span className="line-clamp-2 text-sm break-words text-ink-400">{a.title}</span>
        {artist && (
          <span className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-300">
            <span className={`h-2 w-2 shrink-0 rounded-full ${artist.colour.dot}`} aria-hidden />
            {artist.name}
          </span>
        )}
        {healthAlert && <HealthAlertSummary alert={healthAlert} />}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <Money cents={value} className="text-sm tabular-nums" />
        {/* Whether the deposit is in, in words beside its colour; the amount follows (hidden in privacy mode). */}
        {deposit !== 'finalizado' && deposit !== 'cancelado' && (
          <DepositMarker state={deposit} className={depositText[deposit]} />
        )}
        {a.depositCents > 0 && !a.isTattooFinished && (
          <span className="text-xs text-emerald-300 tabular-nums">
            Sinal <Money cents={a.depositCents} />
          </span>
        )}
        {/* A booking hold: the session is released if the deposit has not come by the deadline. */}
        {a.status === 'agendado' && a.depositDeadline && a.depositCents < a.depositDueCents && (
          <span className="text-xs text-amber-300">
            Aguardando sinal até {a.depositDeadline.slice(8, 10)}/{a.depositDeadline.slice(5, 7)}{' '}
            {a.depositDeadline.slice(11, 16)}
          </span>
        )}
        <StatusBadge appointment={a} />
      </span>
    </div>
  );
}

const depositText = {
  pago: 'text-emerald-300',
  pendente: 'text-amber-300',
  'sem-sinal': 'text-ink-400',
  finalizado: '',
  cancelado: '',
} as const;

/** Desktop: 'Chegou' as a toggle, the main step as a labelled button, the rest as icon buttons. */
function InlineActions({
  appointment: a,
  actions,
}: {
  appointment: Appointment;
  actions: AppointmentAction[];
}) {
  const textual = actions.filter((x) => ['check-in', 'finalize', 'cancel-finalization'].includes(x.key));
  const icons = actions.filter((x) => !textual.includes(x));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {textual.map((action) =>
        action.key === 'check-in' ? (
          // On, it is a soft amber chip with a check, the colour of the 'Chegou' badge beside it
          // (green already means Finalizado): clearly set, never a second red 'Finalizar'.
          <Button
            key={action.key}
            size="sm"
            variant="secondary"
            className={
              a.isChecked
                ? 'border-amber-400/60 bg-amber-500/15 text-amber-200 hover:bg-amber-500/25'
                : undefined
            }
            aria-pressed={a.isChecked}
            onClick={action.run}
          >
            {a.isChecked ? <Check size={16} aria-hidden /> : <action.icon size={16} aria-hidden />} Chegou
          </Button>
        ) : (
          <Button
            key={action.key}
            size="sm"
            variant={action.key === 'finalize' ? 'primary' : 'secondary'}
            onClick={action.run}
          >
            <action.icon size={16} aria-hidden /> {action.label}
          </Button>
        ),
      )}
      <span className="ml-auto flex gap-1">
        {icons.map((action) => (
          <Button
            key={action.key}
            size="sm"
            variant="ghost"
            className={action.tone === 'danger' ? 'w-9 px-0 text-red-300 hover:text-red-200' : 'w-9 px-0'}
            aria-label={action.label}
            title={action.label}
            onClick={action.run}
          >
            <action.icon size={17} aria-hidden />
          </Button>
        ))}
      </span>
    </div>
  );
}
