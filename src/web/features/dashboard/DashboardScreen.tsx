import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, CheckSquare, Loader2, TrendingUp, Wallet } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { Me } from '../../../shared/schemas/profile';
import type { MoneyScope } from '../../../shared/schemas/report';
import { MoneyScopeSwitch } from '../../components/money-scope-switch';
import { Panel } from '../../components/panel';
import { StatCard } from '../../components/stat-card';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { useAppointmentWorkflows } from '../../entities/appointments/use-appointment-workflows';
import { sessionKeys, useMe } from '../../entities/session/queries';
import { useAgendaArtists } from '../../entities/team/agenda-artists';
import { dropBootPaint } from '../../lib/boot-paint';
import { keepDrawnDay } from '../../lib/keep-drawn-day';
import { useNavigation } from '../../lib/navigation';
import { Money } from '../../lib/privacy';
import { AppointmentItem } from './AppointmentItem';
import { loadChecklist, loadedChecklist } from './checklist-module';
import type { ChecklistOpeners } from './FirstDayChecklist';
import { useDashboard } from './queries';
import { usePullToRefresh } from './use-pull-to-refresh';

/**
 * The first-day checklist's code once the answer has one: drawn from memory when already loaded
 * (the answer's own fetch waits for it), else fetched now (an answer restored from the device).
 * `settled`: loaded, failed, or not wanted — the day can be drawn without waiting for it.
 */
function useChecklistModule(wanted: boolean) {
  const [module, setModule] = useState(loadedChecklist);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadChecklist().then(
      (m) => live && setModule(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  const ready = module ?? loadedChecklist();
  return { module: wanted ? ready : undefined, settled: !wanted || ready !== undefined || failed };
}

/**
 * `messages`: 'Mensagens de hoje', from the messages feature; `checklist`: what the first-day
 * checklist's steps open in other features (both composed in app/sections).
 */
export default function DashboardScreen({
  messages,
  checklist,
}: {
  messages?: ReactNode;
  checklist?: Omit<ChecklistOpeners, 'firstSession'>;
}) {
  const { navigate } = useNavigation();
  // A studio's owner: 'Estúdio' (the default) or 'Meus' for the money cards.
  const [scope, setScope] = useState<MoneyScope | undefined>();
  const dashboard = useDashboard(scope);
  // The studio's day lists every artist's sessions: each line says whose.
  const artists = useAgendaArtists().data;
  const artistName = (a: Appointment) =>
    dashboard.data?.view === 'studio' ? artists?.find((x) => x.userId === a.artistId)?.name : undefined;
  const workflows = useAppointmentWorkflows();
  const refetch = dashboard.refetch;
  usePullToRefresh(useCallback(() => void refetch(), [refetch]));
  const d = dashboard.data;
  const count = (n: number | undefined) => (n === undefined ? '–' : n);
  const clientCount = d?.todayAppointments.length ?? 0;
  // SPEC §8: a failed load is only logged, and the lists read as empty.
  const failed = dashboard.isError && !d;
  const loading = !d && !failed;
  useEffect(() => {
    if (dashboard.error) console.error('dashboard load failed', dashboard.error);
  }, [dashboard.error]);
  const me = useMe().data;
  const steps = d?.checklist ?? null;
  const checklistCode = useChecklistModule(steps !== null && checklist !== undefined);
  // The day is drawn: the picture painted from the device goes (in the same frame), and this
  // drawing becomes the next opening's picture (lib/boot-paint.ts). With its checklist, if it has
  // one: the picture showed it, so the day is not drawn without it.
  const drawn = Boolean(d) && checklistCode.settled;
  useLayoutEffect(() => {
    if (drawn || failed) dropBootPaint();
  }, [drawn, failed]);
  const drawnDay = drawn ? d?.today : undefined;
  // A step ticked or the checklist dismissed: the next opening's picture is taken again.
  const drawnChecklist = drawn ? JSON.stringify(steps) : undefined;
  const qc = useQueryClient();
  useEffect(() => {
    if (!drawnDay || drawnChecklist === undefined) return;
    const whoseId = qc.getQueryData<Me | null>(sessionKeys.me())?.id;
    const stillTheirs = () =>
      whoseId !== undefined && qc.getQueryData<Me | null>(sessionKeys.me())?.id === whoseId;
    return keepDrawnDay(drawnDay, stillTheirs);
  }, [drawnDay, drawnChecklist, qc]);
  const Checklist = checklistCode.module?.FirstDayChecklist;

  return (
    <div className="space-y-4">
      {dashboard.isFetching && d && (
        <div
          role="status"
          className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full border border-ink-700 bg-ink-850 px-3 py-1.5 text-sm shadow-lg lg:top-6 lg:bottom-auto"
        >
          <Loader2 size={14} className="animate-spin" aria-hidden /> Atualizando...
        </div>
      )}
      {Checklist && steps && checklist && d && (
        <Checklist
          done={steps}
          planType={me?.planType ?? null}
          open={{ ...checklist, firstSession: () => workflows.openForm({ day: d.today }) }}
        />
      )}
      {d?.canSeeStudio && (
        <MoneyScopeSwitch
          value={scope ?? (d.view === 'studio' ? 'studio' : 'mine')}
          onChange={setScope}
          busy={dashboard.isPlaceholderData}
          studioHint="Recebido e Total: todos os tatuadores"
        />
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Agendamentos Hoje"
          value={count(d?.appointmentsToday)}
          icon={CalendarDays}
          tone="sky"
          onClick={() => navigate('calendar', 'today')}
        />
        <StatCard
          label="Tarefas Hoje"
          value={count(d?.openTasksToday)}
          icon={CheckSquare}
          tone="amber"
          onClick={() => navigate('tasks', 'today')}
        />
        <StatCard
          label="Recebido (Mês)"
          value={d ? <Money cents={d.receivedMonthCents} /> : '–'}
          icon={Wallet}
          tone="emerald"
          onClick={() => navigate('payments', 'month')}
        />
        <StatCard
          label="Total"
          value={d ? <Money cents={d.totalCents} /> : '–'}
          icon={TrendingUp}
          onClick={() => navigate('payments', 'all')}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title="Agendamentos de Hoje"
          aside={
            <span className="text-sm text-ink-400">
              {clientCount} {clientCount === 1 ? 'cliente' : 'clientes'}
            </span>
          }
        >
          {loading ? (
            <ListSkeleton rows={2} />
          ) : failed || d?.todayAppointments.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-400">Nenhum agendamento hoje</p>
          ) : (
            <ul className="divide-y divide-ink-800">
              {d?.todayAppointments.map((a) => (
                <AppointmentItem
                  key={a.id}
                  appointment={a}
                  artistName={artistName(a)}
                  onOpen={workflows.openActions}
                />
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title="Próximos Agendamentos"
          aside={<CalendarClock size={18} className="text-ink-400" aria-hidden />}
        >
          {loading ? (
            <ListSkeleton rows={3} />
          ) : failed || d?.upcomingAppointments.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-400">Nenhum agendamento futuro</p>
          ) : (
            <ul className="divide-y divide-ink-800">
              {d?.upcomingAppointments.map((a) => (
                <AppointmentItem
                  key={a.id}
                  appointment={a}
                  artistName={artistName(a)}
                  showDate
                  onOpen={workflows.openActions}
                />
              ))}
            </ul>
          )}
        </Panel>
      </div>
      {messages}
      {workflows.dialogs}
    </div>
  );
}
