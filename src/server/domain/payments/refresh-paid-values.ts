import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';

/**
 * What one appointment may hold in all (deposits plus payments), well inside its integer columns:
 * ten million reais, far beyond any tattoo, so a typo is a clear 'Valor inválido', never a 500.
 */
export const MAX_APPOINTMENT_CENTS = 1_000_000_000;

/**
 * What an appointment shows of its money, rewritten from its payments by every write that changes
 * them, in that write's transaction and under the appointment's row lock: the deposits it holds
 * (sinal minus estorno) and, once finished, its final value — everything received for it. The Agenda
 * and Financeiro can never show two amounts for the same work. Answers the appointment as rewritten.
 */
export async function refreshPaidValues(tx: DbOrTx, appointmentId: string) {
  const paidFor = (kinds: string) =>
    sql`(SELECT coalesce(sum(${payments.amountCents}), 0)::int FROM ${payments}
      WHERE ${payments.appointmentId} = ${appointmentId} AND ${payments.kind}::text IN (${sql.raw(kinds)}))`;
  const [row] = await tx
    .update(appointments)
    .set({
      depositCents: paidFor(`'sinal', 'estorno'`),
      // A booking hold whose deposit is in full is no longer one: nothing left to release.
      depositDeadline: sql`CASE WHEN ${paidFor(`'sinal', 'estorno'`)} >= ${appointments.depositDueCents} THEN NULL ELSE ${appointments.depositDeadline} END`,
      finalValueCents: sql`CASE WHEN ${appointments.isTattooFinished} THEN ${paidFor(`'pagamento', 'sinal', 'estorno'`)} ELSE NULL END`,
    })
    .where(eq(appointments.id, appointmentId))
    .returning();
  return row!;
}
