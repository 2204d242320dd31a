import type { DbOrTx } from '../../db/client';
import { type RecordAuditAction, recordAudit } from '../../db/schema';
import type { Actor } from '../actor';

/**
 * One audit line: who did what to which client's record (by id only), in the caller's transaction.
 * `by` is who acted when it is not the record's artist (the studio owner reading it).
 */
export async function auditRecord(
  tx: DbOrTx,
  actor: Actor,
  clientId: string,
  action: RecordAuditAction,
  at: Date,
  detail: Record<string, number | string> = {},
  by: string = actor.userId,
) {
  await tx.insert(recordAudit).values({ userId: actor.userId, actorId: by, clientId, action, detail, at });
}
