import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, pixCharges } from '../../db/schema';
import { bankSessions } from './bank-sessions';
import type { PixApiDeps } from './pix-api-deps';
import { removeCharge } from './remove-charge';
import { settleCharge } from './settle-charge';

const BATCH = 50;
/** A charge past its expiry is asked of the bank for this long more before it is given up. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * For notifications that never came: every open charge is asked of the bank (`GET /cob/{txid}`),
 * and what was paid is recorded as if notified (`settleCharge`, idempotent). A charge past its
 * expiry that the bank says unpaid — or that cannot be asked any more (bank disconnected, or still
 * unreachable an hour on) — is closed as expired, which lets its hold be released
 * (release-expired-holds.ts waits for open charges). A charge whose session was cancelled or
 * deleted is removed at the bank (remove-charge.ts) and closed.
 */
async function sessionIsGone(db: Db, charge: typeof pixCharges.$inferSelect): Promise<boolean> {
  if (!charge.appointmentId) return true;
  const [session] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, charge.appointmentId));
  return !session || session.status === 'cancelado';
}

export async function reconcilePixCharges(
  db: Db,
  deps: PixApiDeps,
): Promise<{ recorded: number; expired: number }> {
  const now = deps.clock();
  const open = await db
    .select()
    .from(pixCharges)
    .where(eq(pixCharges.status, 'active'))
    .orderBy(asc(pixCharges.expiresAt))
    .limit(BATCH);
  let recorded = 0;
  let expired = 0;
  const banks = bankSessions(db, deps);
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
  try {
    for (const charge of open) {
      let asked = false;
      try {
        const bank = await banks.bankOf(charge.userId);
        recorded += await settleCharge(db, charge, bank, deps);
        asked = true;
        // Its session was cancelled or deleted: the client must not be able to pay it any more.
        if (await sessionIsGone(db, charge)) {
          await removeCharge(charge, bank);
          // A Pix that landed just before the removal is recorded all the same.
          recorded += await settleCharge(db, charge, bank, deps);
          await close(charge.txid, false);
          continue;
        }
      } catch {
        // The bank cannot be asked now: next round.
      }
      const past = charge.expiresAt.getTime() <= now.getTime();
      const givenUp = charge.expiresAt.getTime() + GRACE_MS <= now.getTime();
      if (past && (asked || givenUp)) await close(charge.txid, true);
    }
  } finally {
    await banks.close();
  }
  return { recorded, expired };
}
