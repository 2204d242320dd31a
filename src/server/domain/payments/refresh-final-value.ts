import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';

/**
 * An appointment's final value is what was received for it: the sum of its payments. Every payment
 * write calls this in its own transaction, holding the appointment's row lock, so the Agenda and
 * Financeiro can never show two amounts for the same work.
 */
export async function refreshFinalValue(tx: DbOrTx, appointmentId: string): Promise<void> {
  await tx
    .update(appointments)
    .set({
      finalValueCents: sql`(SELECT coalesce(sum(${payments.amountCents}), 0)::int FROM ${payments} WHERE ${payments.appointmentId} = ${appointmentId})`,
    })
    .where(eq(appointments.id, appointmentId));
}
