import { sql } from 'drizzle-orm';
import { whatsappDraft } from '../../../shared/links';
import {
  type DueMessage,
  defaultTemplates,
  fillTemplate,
  type MessageKind,
  type MessagePart,
  mergeOrder,
  type Placeholder,
  type TodayMessages,
  withoutGreeting,
} from '../../../shared/message-templates';
import { formatCents } from '../../../shared/money';
import { addDays, type Clock, dayWindow, type IsoDay, splitSaoPaulo, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { findBookingSettings } from '../booking/booking-queries';
import { depositCode, openCharges } from '../booking/deposit-pix';
import { readMe } from '../profile/get-me';
import { readMessageTemplates } from './message-templates';

/** After a finished session, the day the artist asks how it is healing. */
export const HEALING_DAYS = 3;

/** The most sessions (and, apart, birthdays) one day lists: the first by start (by name). */
const MAX_ITEMS = 200;

interface SessionRow extends Record<string, unknown> {
  kind: MessageKind;
  id: string;
  start_time: Date;
  client_id: string;
  client_name: string;
  phone: string | null;
  due_cents: number;
}

/**
 * 'Mensagens de hoje': every client message due on São Paulo's today, computed from the agenda
 * each time (so a cancelled or deleted session drops out, and a restart loses nothing) —
 * confirmations of sessions created today (once their deposit is in: while it is due, the deposit
 * request stands for it), tomorrow's reminders, the healing check 3 days after a finished session,
 * deposits still due, and birthdays. A client's messages are merged into one text with its wa.me
 * draft (none without a phone: listed 'sem WhatsApp'), apart from what was already marked sent
 * (decision 0023). Each part is one indexed query, bounded by the day or by the cap; the merge is in
 * memory over what is listed.
 */
export async function listTodayMessages(db: DbOrTx, actor: Actor, clock: Clock): Promise<TodayMessages> {
  const day = today(clock);
  const now = clock();
  const me = actor.me ?? (await readMe(db, actor.userId));
  // Independent reads side by side; the marks then look up what they found.
  const [templates, booking, sessions, birthdays] = await Promise.all([
    readMessageTemplates(db, actor.userId),
    findBookingSettings(db, actor.userId),
    readDueSessions(db, actor.userId, day, now),
    readBirthdays(db, actor.userId, day),
  ]);

  const marks = (
    await db.execute<{ kind: string; subject_id: string; occasion: string }>(sql`
      SELECT kind, subject_id, occasion FROM message_marks WHERE user_id = ${actor.userId}
        AND subject_id = ANY(${`{${[...sessions.map((s) => s.id), ...birthdays.map((b) => b.id)].join(',')}}`}::uuid[])`)
  ).rows;
  const sent = new Set(marks.map((m) => `${m.kind}|${m.subject_id}|${m.occasion}`));
  // A deposit charged through the artist's bank goes out with the bank's code (it confirms itself).
  const charges = await openCharges(
    db,
    sessions.filter((s) => s.kind === 'sinal').map((s) => s.id),
  );

  const common = {
    '{tatuador}': me.name,
    '{estudio}': me.organization?.name ?? me.name,
    '{endereco}': templates.address,
  } as const;
  const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

  interface Due {
    part: MessagePart;
    clientId: string;
    clientName: string;
    phone: string | null;
    values: Partial<Record<Placeholder, string>>;
    start: number;
  }
  const due: Due[] = [
    ...sessions.map((s) => {
      const start = new Date(s.start_time);
      const { day: sessionDay, time } = splitSaoPaulo(start);
      const owed = Number(s.due_cents);
      const pix =
        s.kind === 'sinal' && owed > 0 ? (depositCode(booking, s.id, owed, charges.get(s.id)) ?? '') : '';
      return {
        part: { kind: s.kind, subjectId: s.id, occasion: start.toISOString() },
        clientId: s.client_id,
        clientName: s.client_name,
        phone: s.phone,
        values: {
          ...common,
          '{nome}': firstName(s.client_name),
          '{data}': `${sessionDay.slice(8, 10)}/${sessionDay.slice(5, 7)}`,
          '{hora}': time,
          '{sinal}': owed > 0 ? formatCents(owed) : '',
          '{pix}': pix,
        },
        start: start.getTime(),
      };
    }),
    ...birthdays.map((b) => ({
      part: { kind: 'aniversario' as const, subjectId: b.id, occasion: day },
      clientId: b.id,
      clientName: b.name,
      phone: b.phone,
      values: { ...common, '{nome}': firstName(b.name) },
      start: 0,
    })),
  ];

  // One message per client per day: what is still to send goes as one text; what went already
  // (earlier today, from this device or another) is listed apart as sent.
  const groups = new Map<string, Due[]>();
  for (const d of due) {
    const isSent = sent.has(`${d.part.kind}|${d.part.subjectId}|${d.part.occasion}`);
    const key = `${d.clientId}|${isSent}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const items: DueMessage[] = [...groups].map(([key, group]) => {
    group.sort(
      (a, b) => mergeOrder.indexOf(a.part.kind) - mergeOrder.indexOf(b.part.kind) || a.start - b.start,
    );
    const text = group
      .map((d, n) => {
        const fill = (body: string) => fillTemplate(n === 0 ? body : withoutGreeting(body), d.values);
        // A text of the artist's that empty values left with nothing to say: the default says it.
        return fill(templates.templates[d.part.kind]) || fill(defaultTemplates[d.part.kind]);
      })
      .filter((t) => t !== '')
      .join('\n\n');
    const first = group[0]!;
    return {
      clientId: first.clientId,
      clientName: first.clientName,
      parts: group.map((d) => d.part),
      text,
      whatsappUrl: first.phone ? whatsappDraft(first.phone, text) : null,
      sent: key.endsWith('|true'),
    };
  });
  return { day, items };
}

/**
 * The sessions with a message due on `day`, the first {@link MAX_ITEMS} by start. Each kind is read
 * in start order through an index that holds only its candidates and stops at the cap: the work is
 * bounded by what the panel lists, not by the agenda — an artist who books a year ahead in one day
 * has thousands of confirmations due that day (issue 27). Confirmations: (user, São Paulo day
 * created, start) over unfinished agendado sessions; deposits: (user, start) over the sessions
 * still waiting for one (migration 0037); reminders and healing checks: a day of (user, start).
 */
async function readDueSessions(db: DbOrTx, userId: string, day: IsoDay, now: Date) {
  const tomorrow = dayWindow(addDays(day, 1));
  const healing = dayWindow(addDays(day, -HEALING_DAYS));
  return (
    await db.execute<SessionRow>(sql`
      (SELECT 'confirmacao' AS kind, a.id, a.start_time, a.client_id, a.client_name, c.phone, 0 AS due_cents
      FROM appointments a JOIN clients c ON c.id = a.client_id
      WHERE a.user_id = ${userId} AND tinta_sp_day(a.created_at) = ${day}::date
        AND a.start_time > ${now}
        AND a.status = 'agendado' AND NOT a.is_tattoo_finished
        AND a.deposit_cents >= a.deposit_due_cents
      ORDER BY a.start_time LIMIT ${MAX_ITEMS})
      UNION ALL
      (SELECT 'lembrete', a.id, a.start_time, a.client_id, a.client_name, c.phone, 0
      FROM appointments a JOIN clients c ON c.id = a.client_id
      WHERE a.user_id = ${userId} AND a.start_time >= ${new Date(tomorrow.start)}
        AND a.start_time < ${new Date(tomorrow.end)}
        AND a.status = 'agendado' AND NOT a.is_tattoo_finished
      ORDER BY a.start_time LIMIT ${MAX_ITEMS})
      UNION ALL
      (SELECT 'cicatrizacao', a.id, a.start_time, a.client_id, a.client_name, c.phone, 0
      FROM appointments a JOIN clients c ON c.id = a.client_id
      WHERE a.user_id = ${userId} AND a.start_time >= ${new Date(healing.start)}
        AND a.start_time < ${new Date(healing.end)} AND a.is_tattoo_finished
      ORDER BY a.start_time LIMIT ${MAX_ITEMS})
      UNION ALL
      (SELECT 'sinal', a.id, a.start_time, a.client_id, a.client_name, c.phone, a.deposit_due_cents - a.deposit_cents
      FROM appointments a JOIN clients c ON c.id = a.client_id
      WHERE a.user_id = ${userId} AND a.deposit_due_cents > a.deposit_cents
        AND a.start_time > ${now} AND a.status = 'agendado' AND NOT a.is_tattoo_finished
      ORDER BY a.start_time LIMIT ${MAX_ITEMS})
      ORDER BY start_time
      LIMIT ${MAX_ITEMS}`)
  ).rows;
}

/** The clients whose birthday is `day` (29/02 ones on 28/02 in a common year), by name. */
async function readBirthdays(db: DbOrTx, userId: string, day: IsoDay) {
  const monthDay = Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
  const leap = new Date(Date.UTC(Number(day.slice(0, 4)), 1, 29)).getUTCMonth() === 1;
  const birthdayDays = monthDay === 228 && !leap ? [228, 229] : [monthDay];
  return (
    await db.execute<{ id: string; name: string; phone: string | null }>(sql`
      SELECT id, name, phone FROM clients
      WHERE user_id = ${userId} AND birth_date IS NOT NULL
        AND (extract(month FROM birth_date) * 100 + extract(day FROM birth_date))::int IN (${sql.join(
          birthdayDays.map((d) => sql`${d}`),
          sql`, `,
        )})
      ORDER BY name LIMIT ${MAX_ITEMS}`)
  ).rows;
}
