import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pixRefunds } from '../../db/schema';
import { PixApiError } from '../../pix-api/pix-api-client';
import type { bankSessions } from './bank-sessions';
import { cannotAsk } from './cannot-ask';
import { followRefund } from './follow-refund';
import type { PixApiDeps } from './pix-api-deps';

/** At most this many refunds asked of one artist's bank per round, so no artist holds up the others. */
export const REFUNDS_PER_BANK = 10;
const BATCH = 200;
/** While one refund is asked (a bank call of at most 10 s), nobody else asks it. */
const CLAIM_MS = 2 * 60 * 1000;
/**
 * The next look at a refund still in process, or whose bank could not be asked: as long again as it
 * has been open — 1 min, 2, 4… — at most every 6 hours.
 */
export const refundBackoffMs = (openForMs: number) =>
  Math.min(Math.max(openForMs, 60_000), 6 * 60 * 60 * 1000);

/**
 * The reconciliation's refunds: each one the bank has not settled yet (EM_PROCESSAMENTO) and due is
 * claimed by moving its next look ahead in one statement (no lock held while the bank answers; two
 * instances never ask the same one at once), read back (follow-refund.ts), and looked at again
 * later, backing off, while the bank keeps it in process or cannot be asked. A few per artist per
 * round. `banks`: the round's bank sessions (one token per bank). `only`: these refunds at this
 * bank (its owner's id), due or not (a notification named them). Answers how many were settled, and the first
 * failure to ask the bank, if any.
 */
export async function followPixRefunds(
  db: Db,
  banks: ReturnType<typeof bankSessions>,
  deps: PixApiDeps,
  only?: { userId: string; refundIds: string[] },
): Promise<{ settled: number; failed?: unknown }> {
  const now = deps.clock();
  const due = only
    ? await db
        .select({ refundId: pixRefunds.refundId })
        .from(pixRefunds)
        .where(
          and(
            eq(pixRefunds.bankUserId, only.userId),
            inArray(pixRefunds.refundId, only.refundIds),
            eq(pixRefunds.status, 'EM_PROCESSAMENTO'),
          ),
        )
    : (
        await db.execute<{ refund_id: string }>(sql`
          SELECT refund_id FROM (
            SELECT refund_id, next_check_at,
              row_number() OVER (PARTITION BY bank_user_id ORDER BY next_check_at) AS nth
            FROM pix_refunds
            WHERE status = 'EM_PROCESSAMENTO' AND next_check_at <= ${now}
          ) d
          WHERE nth <= ${REFUNDS_PER_BANK}
          ORDER BY next_check_at LIMIT ${BATCH}`)
      ).rows.map((r) => ({ refundId: r.refund_id }));
  let settled = 0;
  let failed: unknown;
  /** Artists whose bank cannot be asked at all this round: their other refunds wait too. */
  const unreachable = new Set<string>();
  for (const { refundId } of due) {
    const [refund] = await db
      .update(pixRefunds)
      .set({ nextCheckAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(pixRefunds.refundId, refundId),
          eq(pixRefunds.status, 'EM_PROCESSAMENTO'),
          only ? undefined : lte(pixRefunds.nextCheckAt, now),
        ),
      )
      .returning();
    if (!refund) continue; // another instance took it, or it is settled
    let status: string | undefined;
    try {
      if (unreachable.has(refund.bankUserId)) throw new PixApiError('unavailable');
      const bank = await banks.bankOf(refund.bankUserId);
      // No bank connected any more: nobody can be asked; looked at again, rarely, in case it comes back.
      if (bank) status = await followRefund(db, refund, bank, deps);
    } catch (err) {
      failed ??= err; // the bank cannot be asked now: later
      if (cannotAsk(err)) unreachable.add(refund.bankUserId);
    }
    if (status === 'DEVOLVIDO' || status === 'NAO_REALIZADO') {
      settled++;
      continue;
    }
    const later = deps.clock().getTime() + refundBackoffMs(now.getTime() - refund.createdAt.getTime());
    await db
      .update(pixRefunds)
      .set({ nextCheckAt: new Date(later) })
      .where(and(eq(pixRefunds.refundId, refundId), eq(pixRefunds.status, 'EM_PROCESSAMENTO')));
  }
  return { settled, failed };
}
