import { sql } from 'drizzle-orm';
import type { Task, TaskBoard, TaskFilter } from '../../../shared/schemas/task';
import { type Clock, today as todayOf } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';

/** Years of done tasks would bloat the board; the newest are shown, all are counted. */
const DONE_SHOWN = 100;

export interface TaskRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string | null;
  date: string | null;
  priority: Task['priority'];
  status: Task['status'];
  client_id: string | null;
  client_name: string | null;
  appointment_id: string | null;
  appointment_title: string | null;
  created_at: Date;
}

/**
 * The task board (SPEC §7: ordered by date ascending; undated tasks last), with per-status counts.
 * Filters from the dashboard: 'today' = dated today, 'pending' = not done.
 */
export async function listTasks(
  db: DbOrTx,
  actor: Actor,
  query: { filter?: TaskFilter },
  clock: Clock,
): Promise<TaskBoard> {
  const today = todayOf(clock);
  const where = sql`t.user_id = ${actor.userId}
    ${query.filter === 'today' ? sql`AND t.date = ${today}` : sql``}
    ${query.filter === 'pending' ? sql`AND t.status <> 'feito'` : sql``}`;

  const rows = (
    await db.execute<TaskRow>(sql`
      SELECT t.id, t.title, t.description, t.date::text AS date, t.priority, t.status, t.client_id,
        c.name AS client_name, t.appointment_id, a.title AS appointment_title, t.created_at
      FROM (
        (SELECT * FROM tasks t WHERE ${where} AND t.status <> 'feito')
        UNION ALL
        (SELECT * FROM tasks t WHERE ${where} AND t.status = 'feito' ORDER BY t.updated_at DESC LIMIT ${DONE_SHOWN})
      ) t
      LEFT JOIN clients c ON c.id = t.client_id
      LEFT JOIN appointments a ON a.id = t.appointment_id
      ORDER BY t.date ASC NULLS LAST, t.created_at ASC`)
  ).rows;

  const [counts] = (
    await db.execute<{ a_fazer: number; fazendo: number; feito: number }>(sql`
      SELECT count(*) FILTER (WHERE t.status = 'a-fazer')::int AS a_fazer,
        count(*) FILTER (WHERE t.status = 'fazendo')::int AS fazendo,
        count(*) FILTER (WHERE t.status = 'feito')::int AS feito
      FROM tasks t WHERE ${where}`)
  ).rows;
  const aFazer = Number(counts?.a_fazer ?? 0);
  const fazendo = Number(counts?.fazendo ?? 0);
  const feito = Number(counts?.feito ?? 0);

  return {
    today,
    tasks: rows.map(toTask),
    counts: { 'a-fazer': aFazer, fazendo, feito, total: aFazer + fazendo + feito },
    doneShown: DONE_SHOWN,
  };
}

export function toTask(r: TaskRow): Task {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    date: r.date,
    priority: r.priority,
    status: r.status,
    clientId: r.client_id,
    clientName: r.client_name,
    appointmentId: r.appointment_id,
    appointmentTitle: r.appointment_title,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
