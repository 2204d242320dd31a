import { ChevronLeft, ChevronRight, Loader2, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { addMonths, type IsoDay, monthOf, today as todayIn } from '../../../shared/time';
import { useRegisterCreateAction } from '../../app/create-action';
import { useNavigation } from '../../app/navigation';
import { Button } from '../../components/ui/button';
import { type AppointmentDraft, AppointmentFormDialog } from './AppointmentFormDialog';
import { ConfirmAppointmentDialog, type PendingConfirm } from './ConfirmAppointmentDialog';
import { gridDays, groupByDay, monthTitle } from './calendar';
import { DayListDialog } from './DayListDialog';
import { FinalizeDialog } from './FinalizeDialog';
import { dotColour, MonthGrid } from './MonthGrid';
import { useAppointments } from './queries';
import { useQuickActions } from './use-quick-actions';

const legend = [
  ['open', 'Agendado'],
  ['finished', 'Finalizado'],
  ['cancelled', 'Cancelado'],
] as const;

export default function AgendaScreen() {
  const { filter, clearFilter } = useNavigation();
  const today = todayIn();
  const [month, setMonth] = useState(() => monthOf(today));
  const days = useMemo(() => gridDays(month), [month]);
  // One request for the whole grid, spill-over days included.
  const appointments = useAppointments(days[0]!, days[days.length - 1]!);
  const byDay = useMemo(() => groupByDay(appointments.data ?? []), [appointments.data]);

  const [openDay, setOpenDay] = useState<IsoDay | null>(null);
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  const [finalizing, setFinalizing] = useState<Appointment | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const quick = useQuickActions();

  const openDayOrForm = useCallback(
    (day: IsoDay, hasAppointments: boolean) => (hasAppointments ? setOpenDay(day) : setDraft({ day })),
    [],
  );

  // Dashboard 'Agendamentos Hoje' arrives with filter 'today': today's list, or the form if empty.
  const filterHandled = useRef(false);
  const fresh = appointments.data !== undefined && !appointments.isFetching;
  useEffect(() => {
    if (filter !== 'today' || filterHandled.current || !fresh || month !== monthOf(today)) return;
    filterHandled.current = true;
    openDayOrForm(today, (byDay.get(today)?.length ?? 0) > 0);
  }, [filter, fresh, month, today, byDay, openDayOrForm]);

  const createToday = useCallback(() => setDraft({ day: todayIn() }), []);
  useRegisterCreateAction(createToday);

  // The day list steps aside while a form or question is up (two modals would overlap and both look
  // active) and comes back, refreshed, when it closes.
  const stacked = draft !== null || finalizing !== null || confirm !== null;

  const handlers = {
    ...quick,
    finalize: setFinalizing,
    edit: (appointment: Appointment) => setDraft({ appointment }),
    cancelFinalization: (appointment: Appointment) =>
      setConfirm({ kind: 'cancel-finalization', appointment }),
    remove: (appointment: Appointment) => setConfirm({ kind: 'delete', appointment }),
    cancel: (appointment: Appointment) => setConfirm({ kind: 'cancel', appointment }),
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center sm:gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Mês anterior"
            onClick={() => setMonth((m) => addMonths(m, -1))}
          >
            <ChevronLeft size={22} aria-hidden />
          </Button>
          <h2
            className="min-w-0 truncate text-center text-base font-semibold sm:min-w-44 sm:text-lg"
            aria-live="polite"
          >
            {monthTitle(month)}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Próximo mês"
            onClick={() => setMonth((m) => addMonths(m, 1))}
          >
            <ChevronRight size={22} aria-hidden />
          </Button>
          {appointments.isFetching && (
            <span role="status" className="text-ink-400">
              <Loader2 size={16} className="animate-spin" aria-hidden />
              <span className="sr-only">Carregando...</span>
            </span>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="secondary" onClick={() => setMonth(monthOf(todayIn()))}>
            Hoje
          </Button>
          <Button className="hidden lg:inline-flex" onClick={createToday}>
            <Plus size={18} aria-hidden /> Novo Agendamento
          </Button>
        </div>
      </div>

      {appointments.isError && (
        <p role="alert" className="text-sm text-red-300">
          Não foi possível carregar a agenda. Tente novamente.
        </p>
      )}

      <MonthGrid
        month={month}
        days={days}
        today={today}
        byDay={byDay}
        loaded={appointments.data !== undefined}
        onDay={(day) => appointments.data && openDayOrForm(day, (byDay.get(day)?.length ?? 0) > 0)}
      />

      <div className="flex items-center gap-4 text-xs text-ink-400">
        {legend.map(([kind, label]) => (
          <span key={kind} className="flex items-center gap-1.5">
            <span className={`h-2 w-2 rounded-full ${dotColour[kind]}`} aria-hidden /> {label}
          </span>
        ))}
      </div>

      <DayListDialog
        day={stacked ? null : openDay}
        appointments={openDay ? (byDay.get(openDay) ?? []) : []}
        handlers={handlers}
        onAdd={(day) => setDraft({ day })}
        onOpenChange={(open) => {
          if (open) return;
          setOpenDay(null);
          if (filter) clearFilter();
        }}
      />
      <AppointmentFormDialog
        draft={draft}
        onOpenChange={(open) => {
          if (open) return;
          setDraft(null);
          if (filter && !openDay) clearFilter();
        }}
      />
      <FinalizeDialog appointment={finalizing} onOpenChange={(open) => !open && setFinalizing(null)} />
      <ConfirmAppointmentDialog pending={confirm} onDone={() => setConfirm(null)} />
    </div>
  );
}
