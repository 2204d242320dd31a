import { and, eq, sql } from 'drizzle-orm';
import type { MessageMark } from '../../../shared/message-templates';
import { messageMarkSchema } from '../../../shared/schemas/message-templates';
import type { DbOrTx } from '../../db/client';
import { messageMarks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * 'Enviada' (or undone): kept per message — kind, session or client, occasion — so a reminder is
 * not sent twice, from this phone or another. Only about the artist's own sessions and clients.
 */
export async function markMessage(db: DbOrTx, actor: Actor, input: MessageMark): Promise<{ sent: boolean }> {
  const { kind, subjectId, occasion, sent } = messageMarkSchema.parse(input);
  const table = kind === 'aniversario' ? sql`clients` : sql`appointments`;
  const [own] = (
    await db.execute(sql`SELECT 1 FROM ${table} WHERE id = ${subjectId} AND user_id = ${actor.userId}`)
  ).rows;
  if (!own) throw new DomainError('MESSAGE_SUBJECT_NOT_FOUND');
  if (sent)
    await db
      .insert(messageMarks)
      .values({ userId: actor.userId, kind, subjectId, occasion })
      .onConflictDoNothing();
  else
    await db
      .delete(messageMarks)
      .where(
        and(
          eq(messageMarks.userId, actor.userId),
          eq(messageMarks.kind, kind),
          eq(messageMarks.subjectId, subjectId),
          eq(messageMarks.occasion, occasion),
        ),
      );
  return { sent };
}
