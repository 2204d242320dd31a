import { eq, sql } from 'drizzle-orm';
import { reaisToCents } from '../../../shared/money';
import { type AcceptRequestInput, acceptRequestSchema } from '../../../shared/schemas/booking-request';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests, clients } from '../../db/schema';
import type { Actor } from '../actor';
import { assertNoOverlap } from '../appointments/assert-no-overlap';
import { findClientByName } from '../clients/queries';
import { DomainError, failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findBookingSettings } from './booking-queries';
import { assertOpen, findClientByPhone, findOwnRequest } from './booking-request-queries';

const HOUR_MS = 3_600_000;

/**
 * 'Aceitar': the request becomes a session. The client is found by phone, then by name, or
 * registered with the phone and Instagram they gave; the appointment is agendado with the value and,
 * when a deposit is asked, a hold: `deposit_due_cents` and a deadline, after which an unpaid hold is
 * released (jobs/release-expired-holds.ts). Accepts of one artist are serialised by an advisory lock,
 * so two requests for one slot accepted at once leave one session and one 409.
 */
export async function acceptBookingRequest(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: AcceptRequestInput,
  effects: Effects,
): Promise<{ appointmentId: string }> {
  const values = acceptRequestSchema.parse(input);
  const deposit = reaisToCents(values.deposit);
  return failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`booking-accept:${actor.userId}`}))`);
      const request = await findOwnRequest(tx, actor.userId, id, { forUpdate: true });
      assertOpen(request);
      if (deposit > 0) {
        const settings = await findBookingSettings(tx, actor.userId);
        if (!settings?.pixKey) throw new DomainError('BOOKING_PIX_MISSING');
      }
      const start = new Date(toSaoPauloTimestamp(values.date, values.time));
      try {
        await assertNoOverlap(tx, actor.userId, { start, durationMinutes: values.durationMinutes });
      } catch (err) {
        if (err instanceof DomainError && err.code === 'APPOINTMENT_OVERLAP')
          throw new DomainError('BOOKING_SLOT_TAKEN', err.fields);
        throw err;
      }
      const client = await clientFor(tx, actor.userId, request);
      const now = effects.clock();
      // The deposit is due before the session, never after it started: a late accept gets a shorter hold.
      const deadline = new Date(Math.min(now.getTime() + values.holdHours * HOUR_MS, start.getTime()));
      const [appointment] = await tx
        .insert(appointments)
        .values({
          userId: actor.userId,
          clientId: client.id,
          clientName: client.name,
          title: values.title,
          startTime: start,
          durationMinutes: values.durationMinutes,
          agreedValueCents: reaisToCents(values.value),
          notes: `Pedido pela página: ${request.idea}\nLocal: ${request.placement} · Tamanho: ${request.size}`,
          status: 'agendado',
          depositDueCents: deposit,
          depositDeadline: deposit > 0 && deadline > now ? deadline : null,
        })
        .returning({ id: appointments.id });
      await tx
        .update(bookingRequests)
        .set({ status: 'aceito', appointmentId: appointment!.id, answeredAt: now, proposedStart: null })
        .where(eq(bookingRequests.id, request.id));
      await keepAppointmentReminders(tx, effects, actor.userId, appointment!.id);
      return { appointmentId: appointment!.id };
    }),
  );
}

async function clientFor(
  tx: DbOrTx,
  userId: string,
  request: { clientName: string; phone: string; instagram: string | null },
): Promise<{ id: string; name: string }> {
  const byPhone = await findClientByPhone(tx, userId, request.phone);
  if (byPhone) return byPhone;
  // A namesake with another phone is another person: only a client without a phone is taken as them.
  const byName = await findClientByName(tx, userId, request.clientName);
  if (byName && !byName.phone?.replace(/\D/g, '')) {
    await tx
      .update(clients)
      .set({ phone: request.phone, instagram: byName.instagram ?? request.instagram })
      .where(eq(clients.id, byName.id));
    return byName;
  }
  const [created] = await tx
    .insert(clients)
    .values({ userId, name: request.clientName, phone: request.phone, instagram: request.instagram })
    .returning();
  return created!;
}
