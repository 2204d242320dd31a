import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ChecklistSteps, Dashboard } from '../../../shared/schemas/dashboard';
import { type MoneyScope, moneyScopeQuerySchema } from '../../../shared/schemas/report';
import { type Clock, dayWindow, monthOf, toIsoDay } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { type AppointmentAnswerRow, appointmentAnswer, toAppointments } from '../appointments/to-appointment';
import { resolveMoneyView } from '../reports/money-view';
import { loadAgendaScope, type StudioScope } from '../studio/studio-scope';

const UPCOMING = 3;

/**
 * SPEC §2/§9 dashboard in São Paulo time: today's appointments and open tasks (indexed), money
 * received this month and the all-time total of finished work (rollups), today's list and the next
 * three appointments. Nothing here grows with the user's history.
 */
export async function getDashboard(
  db: DbOrTx,
  actor: Actor,
  clock: Clock,
  query: { scope?: MoneyScope } = {},
): Promise<Dashboard> {
  const { scope } = moneyScopeQuerySchema.parse(query);
  // 'Estúdio' (the owner's default): the money cards add up every member's payments (0030
  // rollups: the month's row and one row per member), and the lists are the studio's day (every
  // artist's sessions, as on the studio agenda). 'Meus': the owner's own, as for anyone else.
  const { scope: studio, agendaUserIds } = await loadAgendaScope(db, actor);
  const money = resolveMoneyView(studio, scope, { reports: false });
  const studioId = money.view === 'studio' ? money.organizationId : null;
  const now = clock();
  const today = toIsoDay(now);
  const day = dayWindow(today);
  const dayStart = new Date(day.start);
  const dayEnd = new Date(day.end);

  // Money from the rollups (migration 0011): a month's row and the user's row, whatever the history.
  const [counts] = (
    await db.execute<{
      tasks: number;
      received: number;
      total: number;
      checklist: ChecklistSteps | null;
    }>(sql`
      SELECT
        ${checklistColumn(actor, studio, agendaUserIds)},
        (SELECT count(*) FROM tasks
          WHERE user_id = ${actor.userId} AND date = ${today} AND status <> 'feito')::int AS tasks,
        ${
          studioId
            ? sql`(SELECT coalesce(sum(revenue_cents), 0) FROM studio_months
                WHERE organization_id = ${studioId} AND month = ${monthOf(today)})::bigint AS received,
              (SELECT coalesce(sum(revenue_cents), 0) FROM studio_member_totals
                WHERE organization_id = ${studioId})::bigint AS total`
            : sql`(SELECT coalesce(sum(cents), 0) FROM revenue_months
                WHERE user_id = ${actor.userId} AND month = ${monthOf(today)})::bigint AS received,
              (SELECT coalesce(sum(finished_revenue_cents), 0) FROM user_rollups
                WHERE user_id = ${actor.userId})::bigint AS total`
        }`)
  ).rows;

  const agendas = studioId ? agendaUserIds : [actor.userId];
  const mine = inArray(appointments.userId, agendas);
  const [todayRows, upcomingRows] = await Promise.all([
    db.execute<AppointmentAnswerRow>(sql`
      SELECT ${appointmentAnswer} FROM ${appointments}
      WHERE ${and(mine, gte(appointments.startTime, dayStart), lt(appointments.startTime, dayEnd))}
      ORDER BY ${appointments.startTime}`),
    nextSessions(db, agendas, now),
  ]);

  return {
    view: money.view === 'studio' ? 'studio' : 'own',
    canSeeStudio: money.canSeeStudio,
    today,
    appointmentsToday: todayRows.rows.length,
    openTasksToday: Number(counts?.tasks ?? 0),
    receivedMonthCents: Number(counts?.received ?? 0),
    totalCents: Number(counts?.total ?? 0),
    todayAppointments: toAppointments(todayRows.rows),
    upcomingAppointments: toAppointments(upcomingRows),
    checklist: counts?.checklist ?? null,
  };
}

/**
 * The first-day checklist (issue 29) as one column of the dashboard's first statement — no round
 * trip of its own: five probes of primary keys and (user, …) indexes, none growing with the history,
 * and none at all once the person dismissed it. Null when every step is done, so an established
 * account's answer carries nothing more. The front desk keeps no agenda, page or Pix: none for them.
 * Clients and sessions count over the agendas the person keeps (a studio owner: the studio's).
 */
function checklistColumn(actor: Actor, studio: StudioScope, agendaUserIds: string[]) {
  if (studio.studio?.role === 'recepcao') return sql`NULL::json AS checklist`;
  const agendas = sql.join(
    agendaUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // An artist's deposits may be charged by the studio owner's bank ('Usar para os sinais dos tatuadores').
  const studioBank = studio.studio && studio.studio.role !== 'owner' ? studio.studio.ownerId : null;
  return sql`(
    SELECT CASE WHEN p.checklist_dismissed_at IS NULL THEN (
      SELECT CASE WHEN steps.booking_page AND steps.pix_key AND steps.first_client AND steps.first_session
        THEN NULL
        ELSE json_build_object('bookingPage', steps.booking_page, 'pixKey', steps.pix_key,
          'firstClient', steps.first_client, 'firstSession', steps.first_session) END
      FROM (SELECT
        EXISTS (SELECT 1 FROM booking_settings WHERE user_id = p.id AND enabled) AS booking_page,
        (EXISTS (SELECT 1 FROM booking_settings WHERE user_id = p.id AND pix_key IS NOT NULL)
          OR EXISTS (SELECT 1 FROM pix_api_connections WHERE user_id = p.id)${
            studioBank
              ? sql`
          OR EXISTS (SELECT 1 FROM pix_api_connections WHERE user_id = ${studioBank} AND for_studio)`
              : sql``
          }) AS pix_key,
        EXISTS (SELECT 1 FROM clients WHERE user_id IN (${agendas})) AS first_client,
        EXISTS (SELECT 1 FROM appointments WHERE user_id IN (${agendas})) AS first_session
      ) steps)
    END
    FROM profiles p WHERE p.id = ${actor.userId}) AS checklist`;
}

/**
 * The next sessions over every agenda shown: the first few of each artist, through their own
 * (user, start) index, then the first few of those. One ORDER BY over all the artists would read
 * and sort every future session of the studio (issue 26 bench: 150 ms at 20 artists).
 */
async function nextSessions(db: DbOrTx, agendas: string[], now: Date): Promise<AppointmentAnswerRow[]> {
  const ids = (
    await db.execute<{ id: string }>(sql`
      SELECT a.id FROM unnest(ARRAY[${sql.join(
        agendas.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) AS agenda(user_id)
      CROSS JOIN LATERAL (
        SELECT id, start_time FROM appointments
        WHERE user_id = agenda.user_id AND start_time > ${now}
        ORDER BY start_time LIMIT ${UPCOMING}) a
      ORDER BY a.start_time, a.id LIMIT ${UPCOMING}`)
  ).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return (
    await db.execute<AppointmentAnswerRow>(sql`
      SELECT ${appointmentAnswer} FROM ${appointments}
      WHERE ${inArray(appointments.id, ids)}
      ORDER BY ${appointments.startTime}, ${appointments.id}`)
  ).rows;
}
