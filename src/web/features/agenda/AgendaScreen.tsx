import { ChevronLeft, ChevronRight, Loader2, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import {
  addDays,
  addMonths,
  type IsoDay,
  monthOf,
  splitSaoPaulo,
  today as todayIn,
} from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { appointmentSlot } from '../../entities/appointments/appointment-time';
import { useAppointments } from '../../entities/appointments/queries';
import { useAppointmentWorkflows } from '../../entities/appointments/use-appointment-workflows';
import { useBookingSettings } from '../../entities/booking/queries';
import { useHealthAlerts } from '../../entities/health-alerts/queries';
import { usePendingRows } from '../../entities/offline-writes/pending-rows';
import { useMe } from '../../entities/session/queries';
import { useAgendaArtists } from '../../entities/team/agenda-artists';
import { api } from '../../lib/api';
import { useRegisterCreateAction } from '../../lib/create-action';
import { useNavigation } from '../../lib/navigation';
import { useOnline } from '../../lib/use-online';
import { AgendaLegend } from './AgendaLegend';
import { type AgendaView, AgendaViewSwitch, useAgendaView } from './AgendaViewSwitch';
import { ArtistFilter } from './ArtistFilter';
import { AgendaRowsProvider } from './agenda-health-alerts';
import { dayTitle, gridDays, groupByDay, monthTitle, weekTitle } from './calendar';
import { DayAppointments, DayListDialog } from './DayListDialog';
import { weekOf } from './day-layout';
import { MonthGrid } from './MonthGrid';
import { toArtistViews } from './studio-artists';
import { type GridColumn, TimeGrid } from './TimeGrid';
import { useIsDesktop } from './use-is-desktop';
import { WeekList } from './WeekList';
import { hoursOn, type WorkingHours } from './working-hours';

const stepLabels: Record<AgendaView, [string, string]> = {
  month: ['Mês anterior', 'Próximo mês'],
  week: ['Semana anterior', 'Próxima semana'],
  day: ['Dia anterior', 'Próximo dia'],
};

const NONE: Appointment[] = [];

export default function AgendaScreen() {
  const { filter, clearFilter } = useNavigation();
  const today = todayIn();
  const isDesktop = useIsDesktop();
  const [view, setView] = useAgendaView(isDesktop);
  const [month, setMonth] = useState(() => monthOf(today));
  // The day the day and week views show, and the phone lists under the month grid.
  const [selectedDay, setSelectedDay] = useState<IsoDay>(today);
  const days = useMemo(
    () => (view === 'month' ? gridDays(month) : view === 'week' ? weekOf(selectedDay) : [selectedDay]),
    [view, month, selectedDay],
  );
  // One request for what is on screen (the month grid's spill-over days included), from the day
  // before: a session that started there at night goes on into the first day shown.
  const rangeFrom = addDays(days[0]!, -1);
  const rangeTo = days[days.length - 1]!;
  const appointments = useAppointments(rangeFrom, rangeTo);
  // Offline on days never opened on this device: the server's sessions cannot be known, but what was
  // saved here without a connection can — shown (marked pendente) with a note, never an error.
  const online = useOnline();
  const savedHere = usePendingRows('appointments');
  const unopenedOffline = !online && appointments.data === undefined;
  const rows = useMemo(
    () =>
      appointments.data ??
      (unopenedOffline
        ? savedHere.filter((a) => {
            const { day } = splitSaoPaulo(new Date(a.startTime));
            return day >= rangeFrom && day <= rangeTo;
          })
        : undefined),
    [appointments.data, unopenedOffline, savedHere, rangeFrom, rangeTo],
  );
  // A studio's owner and front desk see every artist's agenda, filtered by the artist chips.
  const artistList = useAgendaArtists().data;
  const artists = useMemo(() => toArtistViews(artistList ?? []), [artistList]);
  const artistsById = useMemo(() => new Map(artists.map((a) => [a.userId, a])), [artists]);
  const [shownArtists, setShownArtists] = useState<Set<string> | null>(null);
  const visibleArtists = useMemo(
    () => (shownArtists ? artists.filter((a) => shownArtists.has(a.userId)) : artists),
    [artists, shownArtists],
  );
  // Whose working hours shade the grid: one artist's (the solo artist's own booking settings, or
  // the studio artist chosen in the chips); with several artists shown, none — the day columns of
  // the studio's day view each carry their own.
  const shownArtist = visibleArtists.length === 1 ? visibleArtists[0] : undefined;
  const ownSettings = useBookingSettings(artistList !== undefined && artistList.length === 0);
  const ownHours = useMemo<WorkingHours | null>(
    () =>
      ownSettings.data?.saved ? { weekly: ownSettings.data.weekly, daysOff: ownSettings.data.daysOff } : null,
    [ownSettings.data],
  );
  const agendaHours: WorkingHours | null = artists.length > 0 ? (shownArtist ?? null) : ownHours;
  const isDayOff = useCallback((day: IsoDay) => hoursOn(agendaHours, day)?.dayOff ?? false, [agendaHours]);
  const visible = useMemo(
    () => (shownArtists ? (rows ?? []).filter((a) => shownArtists.has(a.artistId)) : rows),
    [rows, shownArtists],
  );
  const byDay = useMemo(() => groupByDay(visible ?? []), [visible]);
  // The clients' health alerts for the same days, in one request, when a session shown is the
  // signed-in artist's own (only they read its client's anamnese).
  const myId = useMe().data?.id;
  const hasMine = useMemo(() => (rows ?? []).some((a) => a.clientId && a.artistId === myId), [rows, myId]);
  const healthAlerts = useHealthAlerts(rangeFrom, rangeTo, hasMine);

  const [openDay, setOpenDay] = useState<IsoDay | null>(null);
  const shownDay =
    monthOf(selectedDay) === month ? selectedDay : month === monthOf(today) ? today : `${month}-01`;

  /** Prev/next: a month, a week or a day, as the view shows. */
  const step = (direction: 1 | -1) => {
    if (view === 'month') return setMonth((m) => addMonths(m, direction));
    const next = addDays(selectedDay, direction * (view === 'week' ? 7 : 1));
    setSelectedDay(next);
    setMonth(monthOf(next));
  };
  const goToday = () => {
    setMonth(monthOf(todayIn()));
    setSelectedDay(todayIn());
  };
  const chooseView = (next: AgendaView) => {
    // The day or week shown is in the month being looked at.
    if (next !== 'month' && view === 'month' && monthOf(selectedDay) !== month) setSelectedDay(shownDay);
    setView(next);
  };
  const workflows = useAppointmentWorkflows({ onFormClosed: () => filter && !openDay && clearFilter() });
  // A new session started while one artist's chip is chosen goes on that artist's agenda.
  const onlyArtist = shownArtist && artists.length > 1 ? shownArtist.userId : undefined;
  const openForm = useCallback(
    (draft: { day: IsoDay; time?: string; artistId?: string }) =>
      workflows.openForm({ ...draft, artistId: draft.artistId ?? onlyArtist }),
    [workflows.openForm, onlyArtist],
  );

  const openDayOrForm = useCallback(
    (day: IsoDay, hasAppointments: boolean) => {
      setSelectedDay(day);
      if (hasAppointments) setOpenDay(day);
      else openForm({ day });
    },
    [openForm],
  );

  // A day tapped in the month grid opens its list (or the form, when empty) once the month's
  // sessions are in: a tap made while they load is kept, not lost.
  const [tappedDay, setTappedDay] = useState<IsoDay | null>(null);
  const monthLoaded = rows !== undefined;
  useEffect(() => {
    if (!tappedDay || !monthLoaded) return;
    setTappedDay(null);
    openDayOrForm(tappedDay, (byDay.get(tappedDay)?.length ?? 0) > 0);
  }, [tappedDay, monthLoaded, byDay, openDayOrForm]);

  // Dashboard 'Agendamentos Hoje' arrives with filter 'today': today's list, or the form if empty.
  const filterHandled = useRef(false);
  const fresh = rows !== undefined && !appointments.isFetching;
  useEffect(() => {
    if (filter !== 'today' || filterHandled.current || !fresh || !days.includes(today)) return;
    filterHandled.current = true;
    openDayOrForm(today, (byDay.get(today)?.length ?? 0) > 0);
  }, [filter, fresh, days, today, byDay, openDayOrForm]);

  // A reminder tapped in the bell arrives with 'appointment:{id}': that appointment's day opens.
  useEffect(() => {
    const id = filter?.startsWith('appointment:') ? filter.slice('appointment:'.length) : null;
    if (!id) return;
    let alive = true;
    api<Appointment>(`/api/appointments/${encodeURIComponent(id)}`)
      .then((a) => {
        if (!alive) return;
        const { day } = appointmentSlot(a);
        setMonth(monthOf(day));
        setSelectedDay(day);
        setOpenDay(day);
      })
      // Deleted since the reminder was made: the month is all there is to show.
      .catch(() => alive && clearFilter());
    return () => {
      alive = false;
    };
  }, [filter, clearFilter]);

  const createToday = useCallback(() => openForm({ day: todayIn() }), [openForm]);
  useRegisterCreateAction(createToday);

  // The day list steps aside while a form or question is up (two modals would overlap and both look
  // active) and comes back, refreshed, when it closes.
  const stacked = workflows.busy;
  const handlers = workflows.handlers;
  const shownAppointments = byDay.get(shownDay) ?? [];
  // The studio's day on a desk: one column per artist shown. A phone keeps one column, coloured.
  // Kept while nothing it depends on changes, so the grid lays its sessions out again only then.
  const perArtist = view === 'day' && isDesktop && visibleArtists.length > 1;
  const columns = useMemo<GridColumn[]>(
    () =>
      perArtist
        ? visibleArtists.map((artist) => ({
            key: artist.userId,
            day: selectedDay,
            artist,
            hours: artist,
            appointments: (byDay.get(selectedDay) ?? NONE).filter((a) => a.artistId === artist.userId),
          }))
        : days.map((day) => ({
            key: day,
            day,
            appointments: byDay.get(day) ?? NONE,
            artist: shownArtist,
            hours: agendaHours,
          })),
    [perArtist, visibleArtists, selectedDay, byDay, days, shownArtist, agendaHours],
  );
  const onSlot = useCallback(
    (day: IsoDay, time: string, artistId?: string) => openForm({ day, time, artistId }),
    [openForm],
  );
  const shaded = perArtist
    ? visibleArtists.some((a) => a.weekly.length > 0)
    : hoursOn(agendaHours, today) !== null;

  return (
    <AgendaRowsProvider artists={artistsById} healthAlerts={healthAlerts}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center sm:gap-1">
            <Button variant="ghost" size="icon" aria-label={stepLabels[view][0]} onClick={() => step(-1)}>
              <ChevronLeft size={22} aria-hidden />
            </Button>
            <h2
              className="min-w-0 truncate text-center text-base font-semibold sm:min-w-44 sm:text-lg"
              aria-live="polite"
            >
              {view === 'month'
                ? monthTitle(month)
                : view === 'week'
                  ? weekTitle(days)
                  : dayTitle(selectedDay)}
            </h2>
            <Button variant="ghost" size="icon" aria-label={stepLabels[view][1]} onClick={() => step(1)}>
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
            <Button variant="secondary" onClick={goToday}>
              Hoje
            </Button>
            <Button className="hidden lg:inline-flex" onClick={createToday}>
              <Plus size={18} aria-hidden /> Novo Agendamento
            </Button>
          </div>
          <AgendaViewSwitch view={view} onChange={chooseView} />
        </div>

        {artists.length > 1 && (
          <ArtistFilter artists={artists} shown={shownArtists} onChange={setShownArtists} />
        )}

        {unopenedOffline ? (
          <p role="status" className="text-sm text-amber-200">
            Sem conexão: estes dias ainda não foram abertos neste aparelho. Aparece só o que você salvou aqui.
          </p>
        ) : (
          appointments.isError && (
            <p role="alert" className="text-sm text-red-300">
              Não foi possível carregar a agenda. Tente novamente.
            </p>
          )
        )}

        {view === 'month' ? (
          <MonthGrid
            month={month}
            days={days}
            today={today}
            byDay={byDay}
            loaded={rows !== undefined}
            isDayOff={isDayOff}
            onDay={setTappedDay}
          />
        ) : view === 'week' && !isDesktop ? (
          // Seven columns of hours do not fit a phone: the week as a list of days.
          <WeekList
            days={days}
            today={today}
            byDay={byDay}
            handlers={handlers}
            loaded={rows !== undefined}
            isDayOff={isDayOff}
          />
        ) : (
          <TimeGrid
            columns={columns}
            today={today}
            compact={view === 'week'}
            onSlot={onSlot}
            onOpen={workflows.openActions}
          />
        )}

        <AgendaLegend
          grid={view === 'month' ? 'month' : view === 'week' && !isDesktop ? 'list' : 'hours'}
          shaded={shaded}
        />

        {/* Phones: the half screen under the grid lists a day without a tap. */}
        {view === 'month' && !isDesktop && rows && (
          <section aria-labelledby="agenda-shown-day" className="space-y-2">
            <h3 id="agenda-shown-day" className="text-sm font-semibold text-ink-200">
              {shownDay === today ? `Hoje · ${dayTitle(shownDay)}` : dayTitle(shownDay)}
            </h3>
            <DayAppointments
              day={shownDay}
              appointments={shownAppointments}
              handlers={handlers}
              label={`Agendamentos de ${dayTitle(shownDay)}`}
            />
          </section>
        )}

        <DayListDialog
          day={stacked ? null : openDay}
          appointments={openDay ? (byDay.get(openDay) ?? []) : []}
          handlers={handlers}
          onAdd={(day) => openForm({ day })}
          onOpenChange={(open) => {
            if (open) return;
            setOpenDay(null);
            if (filter) clearFilter();
          }}
        />
        {workflows.dialogs}
      </div>
    </AgendaRowsProvider>
  );
}
