import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import { foldKeepingLength, redactName, wholeNamePattern } from './redact-name';

/**
 * The artist's other tasks that name the erased client without being linked to them ('Mandar
 * orçamento para Ana Souza'): the full name, phone and document are redacted, the task stays — it is
 * the artist's work. Only the full name counts here: 'Ana' alone in an unlinked task may be anyone.
 */
export async function redactUnlinkedTasks(
  tx: DbOrTx,
  userId: string,
  fullName: string,
  numbers: string[],
): Promise<void> {
  const text = sql`(${tasks.title} || ' ' || coalesce(${tasks.description}, ''))`;
  const digitsOf = sql`regexp_replace(${text}, '[^0-9]', '', 'g')`;
  const namePattern = wholeNamePattern(fullName);
  const conditions = [
    ...(namePattern ? [sql`tinta_fold(${text}) ~ ${namePattern}`] : []),
    ...numbers.map((n) => sql`strpos(${digitsOf}, ${n}) > 0`),
  ];
  if (!conditions.length) return;
  const naming = await tx
    .select({ id: tasks.id, title: tasks.title, description: tasks.description })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), sql`(${sql.join(conditions, sql` OR `)})`))
    .orderBy(tasks.id)
    .for('update');
  const pieces = [foldKeepingLength(fullName.trim().replace(/\s+/g, ' '))];
  for (const t of naming)
    await tx
      .update(tasks)
      .set({
        title: redactName(t.title, pieces, numbers),
        description: t.description === null ? null : redactName(t.description, pieces, numbers),
      })
      .where(eq(tasks.id, t.id));
}
