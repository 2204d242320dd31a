import { and, asc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, payments, pixCharges } from '../../db/schema';
import { PixApiError } from '../../pix-api/pix-api-client';
import { bankSessions } from './bank-sessions';
import { cannotAsk } from './cannot-ask';
import { followPixRefunds } from './follow-pix-refunds';
import { listReceivedPix } from './list-received-pix';
import type { PixApiDeps } from './pix-api-deps';
import { removeCharge } from './remove-charge';
import { settleCharge } from './settle-charge';

/** At most this many charges read back from one artist's bank per round: no artist holds up the rest. */
export const CHARGES_PER_BANK = 10;
/** A charge past its expiry is asked of the bank for this long more before it is given up. */
const GRACE_MS = 60 * 60 * 1000;
/** The listing starts this long before the oldest open charge was made (our clock and the bank's). */
const SKEW_MS = 10 * 60 * 1000;

/**
 * For notifications that never came. Each round, each artist with open charges has their bank
 * asked once for the Pix it received since the oldest of them was made (`GET /pix?inicio&fim`,
 * list-received-pix.ts) — one call (or a few pages) instead of one per charge. A listed Pix not yet
 * recorded names its charge, which is then read back (`GET /cob/{txid}`) and what was paid recorded
 * as if notified (`settleCharge`, idempotent): a listing is a cue, like a notification. Read back
 * too, listed or not: a charge past its expiry — closed as expired when the bank says unpaid or
 * cannot be asked any more (bank disconnected, or still unreachable an hour on), which lets its
 * hold be released (release-expired-holds.ts waits for open charges) — and a charge whose session
 * was cancelled or deleted, removed at the bank (remove-charge.ts) and closed. A bank that refuses
 * the listing, or has more pages than a round reads, has its open charges read one by one instead;
 * one that cannot be asked at all (down, our credentials refused) is left until the next round. At
 * most CHARGES_PER_BANK reads per artist per round, those named first, then the least
 * recently read (`next_attempt_at`, for an open charge: when it was last read back). Then the
 * refunds still in process are followed (follow-pix-refunds.ts), with the same bank sessions.
 */
export async function reconcilePixCharges(
  db: Db,
  deps: PixApiDeps,
): Promise<{ recorded: number; expired: number; refunds: number }> {
  const now = deps.clock();
  let recorded = 0;
  let expired = 0;
  /** Closed unless paid meanwhile (`lte`: only once past expiry, when that is the reason). */
  const close = async (txid: string, onlyIfPast: boolean) => {
    const closed = await db
      .update(pixCharges)
      .set({ status: 'expired' })
      .where(
        and(
          eq(pixCharges.txid, txid),
          eq(pixCharges.status, 'active'),
          onlyIfPast ? lte(pixCharges.expiresAt, now) : undefined,
        ),
      )
      .returning({ txid: pixCharges.txid });
    expired += closed.length;
  };
  const artists = await db
    .select({ userId: pixCharges.bankUserId, oldest: min(pixCharges.createdAt) })
    .from(pixCharges)
    .where(eq(pixCharges.status, 'active'))
    .groupBy(pixCharges.bankUserId);
  const banks = bankSessions(db, deps);
  try {
    for (const { userId, oldest } of artists) {
      // The open charges the bank's listing names with a Pix not recorded yet; `complete`: the
      // listing was read to its end, so a charge it does not name was not paid. `reachable`: false
      // once the bank cannot be asked at all this round (down, or our credentials refused).
      let fresh = new Set<string>();
      let complete = false;
      let reachable = true;
      try {
        const bank = await banks.bankOf(userId);
        if (bank && oldest) {
          const listing = await listReceivedPix(bank, new Date(oldest.getTime() - SKEW_MS), now);
          const ids = [...new Set(listing.pix.map((p) => p.endToEndId))];
          const known = new Set(
            ids.length === 0
              ? []
              : (
                  await db
                    .select({ endToEndId: payments.pixEndToEndId })
                    .from(payments)
                    .where(
                      and(
                        inArray(payments.pixEndToEndId, ids),
                        // Deposits of the sessions this bank charged (a studio's bank: several artists').
                        inArray(
                          payments.appointmentId,
                          db
                            .select({ id: sql<string>`${pixCharges.appointmentId}` })
                            .from(pixCharges)
                            .where(eq(pixCharges.bankUserId, userId)),
                        ),
                      ),
                    )
                ).map((p) => p.endToEndId),
          );
          fresh = new Set(listing.pix.filter((p) => !known.has(p.endToEndId)).map((p) => p.txid));
          complete = listing.complete;
        }
      } catch (err) {
        // The bank cannot list now: its charges are read one by one, if it can be asked at all.
        reachable = !cannotAsk(err);
      }
      const isNamed = fresh.size > 0 ? inArray(pixCharges.txid, [...fresh]) : sql`false`;
      const gone = or(isNull(appointments.id), eq(appointments.status, 'cancelado'));
      const due = await db
        .select({ charge: pixCharges, sessionId: appointments.id, sessionStatus: appointments.status })
        .from(pixCharges)
        .leftJoin(appointments, eq(appointments.id, pixCharges.appointmentId))
        .where(
          and(
            eq(pixCharges.bankUserId, userId),
            eq(pixCharges.status, 'active'),
            complete ? or(isNamed, lte(pixCharges.expiresAt, now), gone) : undefined,
          ),
        )
        .orderBy(sql`CASE WHEN ${isNamed} THEN 0 ELSE 1 END`, asc(pixCharges.nextAttemptAt))
        .limit(CHARGES_PER_BANK);
      for (const { charge, sessionId, sessionStatus } of due) {
        let asked = false;
        try {
          if (!reachable) throw new PixApiError('unavailable');
          const bank = await banks.bankOf(charge.bankUserId);
          recorded += await settleCharge(db, charge, bank, deps);
          asked = true;
          // Its session was cancelled or deleted: the client must not be able to pay it any more.
          if (!sessionId || sessionStatus === 'cancelado') {
            await removeCharge(charge, bank);
            // A Pix that landed just before the removal is recorded all the same.
            recorded += await settleCharge(db, charge, bank, deps);
            await close(charge.txid, false);
            continue;
          }
        } catch (err) {
          // The bank cannot be asked now: next round (and none of this artist's other charges).
          if (cannotAsk(err)) reachable = false;
        }
        const past = charge.expiresAt.getTime() <= now.getTime();
        const givenUp = charge.expiresAt.getTime() + GRACE_MS <= now.getTime();
        if (past && (asked || givenUp)) await close(charge.txid, true);
      }
      if (due.length > 0) {
        // Read now: the next round that reads one by one starts with the others.
        await db
          .update(pixCharges)
          .set({ nextAttemptAt: now })
          .where(
            and(
              inArray(
                pixCharges.txid,
                due.map((d) => d.charge.txid),
              ),
              eq(pixCharges.status, 'active'),
            ),
          );
      }
    }
    const refunds = await followPixRefunds(db, banks, deps);
    return { recorded, expired, refunds: refunds.settled };
  } finally {
    await banks.close();
  }
}
