import { sql } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { offerFreedSlot } from './offer-freed-slot';

/**
 * Holds whose deposit did not arrive by the deadline are released: the session is cancelled (its
 * slot free again on the page, its reminders dropped), the request marked expirado, and the artist
 * told in the bell. One statement per batch (one transaction with the waitlist offers of the
 * released times), rows claimed with SKIP LOCKED so two processes never
 * release the same hold, and a deposit recorded at the last second (it locks the row) wins. A hold
 * with a bank charge still open waits until the bank was asked (the charge paid, or expired). A
 * released time is offered to the waitlist (issue 28).
 */
export async function releaseExpiredHolds(db: DbOrTx, clock: Clock): Promise<number> {
  const now = clock();
  return db.transaction(async (tx) => {
    const released = await tx.execute<{
      id: string;
      user_id: string;
      start_time: string;
      duration_minutes: number;
      deposit_due_cents: number;
    }>(sql`
    WITH expired AS (
      SELECT a.id FROM appointments a
      WHERE a.deposit_deadline IS NOT NULL AND a.status = 'agendado' AND a.deposit_deadline <= ${now}
        AND a.deposit_cents < a.deposit_due_cents AND NOT a.is_tattoo_finished
        AND a.start_time > ${now}
        -- A charge at the bank still open: the bank is asked first (reconcile-pix-charges.ts),
        -- so a Pix paid in time whose notification was lost never loses the client the slot.
        AND NOT EXISTS (
          SELECT 1 FROM pix_charges c WHERE c.appointment_id = a.id AND c.status IN ('creating', 'active')
        )
      ORDER BY a.deposit_deadline LIMIT 100
      FOR UPDATE SKIP LOCKED
    ), cancelled AS (
      UPDATE appointments a SET status = 'cancelado', is_checked = false, updated_at = ${now}
      FROM expired WHERE a.id = expired.id
      RETURNING a.id, a.user_id, a.client_name, a.start_time, a.duration_minutes, a.deposit_due_cents
    ), requests AS (
      UPDATE booking_requests r SET status = 'expirado', updated_at = ${now}
      FROM cancelled WHERE r.appointment_id = cancelled.id AND r.status = 'aceito'
      RETURNING r.id, r.appointment_id
    ), dropped AS (
      DELETE FROM notifications n USING cancelled
      WHERE n.related_id = cancelled.id AND n.related_type = 'appointment' AND n.status = 'pending'
        AND n.type <> 'deposit_received' -- what the bank reported stays true: a part paid is refunded
    ), told AS (
      INSERT INTO notifications (user_id, type, title, message, related_id, related_type, scheduled_for, status)
      SELECT c.user_id, 'booking_request', 'Horário liberado',
        c.client_name || ' não pagou o sinal no prazo: o horário de ' ||
          to_char(tinta_sp_local(c.start_time), 'DD/MM/YYYY "às" HH24:MI') -- São Paulo's wall clock (migration 0025)
          || ' foi liberado.',
        r.id, 'booking_request', ${now}, 'pending'
      FROM cancelled c JOIN requests r ON r.appointment_id = c.id
    )
    SELECT id, user_id, start_time, duration_minutes, deposit_due_cents FROM cancelled`);
    // Each released time is offered to the waitlist (offer-freed-slot.ts), in the same transaction.
    for (const row of released.rows)
      await offerFreedSlot(
        tx,
        row.user_id,
        {
          startTime: new Date(row.start_time),
          durationMinutes: row.duration_minutes,
          depositCents: row.deposit_due_cents,
        },
        now,
      );
    return released.rows.length;
  });
}
