import { sql } from 'drizzle-orm';
import type { MessageMarks } from '../../../shared/message-templates';
import { messageMarksSchema } from '../../../shared/schemas/message-templates';
import type { DbOrTx } from '../../db/client';
import { messageMarks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * 'Enviada' (or undone) for the messages that went to a client as one: kept per message — kind,
 * session or client, occasion — so a reminder is not sent twice, from this phone or another. Only
 * about the artist's own sessions and clients: one that is not theirs refuses the lot (404).
 */
export async function markMessages(
  db: DbOrTx,
  actor: Actor,
  input: MessageMarks,
): Promise<{ sent: boolean }> {
  const { parts, sent } = messageMarksSchema.parse(input);
  const ids = (kind: 'sessions' | 'clients') => [
    ...new Set(
      parts.filter((p) => (p.kind === 'aniversario') === (kind === 'clients')).map((p) => p.subjectId),
    ),
  ];
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const [sessions, clients] = [ids('sessions'), ids('clients')];
  const [{ own } = { own: 0 }] = (
    await db.execute<{ own: number }>(sql`
      SELECT ${sessions.length ? sql`(SELECT count(*) FROM appointments WHERE user_id = ${actor.userId} AND id IN (${list(sessions)}))` : sql`0`}
        + ${clients.length ? sql`(SELECT count(*) FROM clients WHERE user_id = ${actor.userId} AND id IN (${list(clients)}))` : sql`0`} AS own`)
  ).rows;
  if (Number(own) !== sessions.length + clients.length) throw new DomainError('MESSAGE_SUBJECT_NOT_FOUND');
  if (sent)
    await db
      .insert(messageMarks)
      .values(parts.map((p) => ({ userId: actor.userId, ...p })))
      .onConflictDoNothing();
  else
    await db.execute(sql`
      DELETE FROM message_marks WHERE user_id = ${actor.userId}
        AND (kind, subject_id, occasion) IN (${sql.join(
          parts.map((p) => sql`(${p.kind}, ${p.subjectId}::uuid, ${p.occasion})`),
          sql`, `,
        )})`);
  return { sent };
}
