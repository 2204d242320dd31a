import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RecordAuditAction, recordAudit } from '../../db/schema';
import type { Actor } from '../actor';

/** One audit line: who did what to which client's record (by id only), in the caller's transaction. */
export async function auditRecord(
  tx: DbOrTx,
  actor: Actor,
  clientId: string,
  action: RecordAuditAction,
  at: Date,
  detail: Record<string, number | string> = {},
) {
  await tx
    .insert(recordAudit)
    .values({ userId: actor.userId, actorId: actor.userId, clientId, action, detail, at });
}

/** The artist's audit lines, newest first (bounded). */
export async function listRecordAudit(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select()
    .from(recordAudit)
    .where(eq(recordAudit.userId, actor.userId))
    .orderBy(desc(recordAudit.at))
    .limit(100);
  return rows.map((r) => ({
    clientId: r.clientId,
    action: r.action,
    detail: r.detail,
    at: r.at.toISOString(),
  }));
}
