import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { anamneses, anamnesisLinks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { lockClient } from '../locks';
import { auditRecord } from './audit';

/**
 * The client withdraws the consent to process their health data (LGPD art. 18 IX): every
 * questionnaire and open link of theirs is deleted, and the withdrawal audited — one transaction.
 */
export async function withdrawHealthConsent(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  clock: Clock,
): Promise<{ removed: number }> {
  return failAs('HEALTH_CONSENT_WITHDRAW_FAILED', () =>
    db.transaction(async (tx) => {
      // The client first (domain/locks.ts): an answer arriving through a link waits, then finds it gone.
      const client = await lockClient(tx, actor.userId, clientId);
      const removed = await tx
        .delete(anamneses)
        .where(and(eq(anamneses.clientId, client.id), eq(anamneses.userId, actor.userId)))
        .returning({ id: anamneses.id });
      await tx.delete(anamnesisLinks).where(eq(anamnesisLinks.clientId, client.id));
      await auditRecord(tx, actor, client.id, 'saude_retirada', clock(), { questionarios: removed.length });
      return { removed: removed.length };
    }),
  );
}
