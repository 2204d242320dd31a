import { eq } from 'drizzle-orm';
import { refundDeadline } from '../../../shared/cancellation-policy';
import { type AcceptRequestInput, acceptRequestSchema } from '../../../shared/schemas/booking-request';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { assertNoOverlap } from '../appointments/assert-no-overlap';
import { DomainError, failAs } from '../errors';
import { lockAgenda } from '../locks';
import { openDepositCharge } from '../pix-api/open-deposit-charge';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { notifyAgendaChange } from '../studio/notify-agenda-change';
import { findBookingSettings, findPolicy } from './booking-queries';
import { agendaOfRequest, assertOpen, findOwnRequest } from './booking-request-queries';
import { clientFor, lockKnownClient } from './request-client';

const HOUR_MS = 3_600_000;

/**
 * 'Aceitar': the request becomes a session. The client is found by phone, then by name, or
 * registered with the phone and Instagram they gave; the appointment is agendado with the value and,
 * when a deposit is asked, a hold: `deposit_due_cents` and a deadline, after which an unpaid hold is
 * released (jobs/release-expired-holds.ts). Locks in the one order (domain/locks.ts): the artist's
 * agenda — the lock every write that books time takes, so an accept and anything else booking that
 * hour (another accept, the artist's own appointment) leave one session and one 409 — then the
 * client it is for, then the request. A client erased meanwhile took the request with them: 404.
 */
export async function acceptBookingRequest(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: AcceptRequestInput,
  effects: Effects,
): Promise<{ appointmentId: string; chargeTxid: string | null }> {
  const agenda = await agendaOfRequest(db, actor, id);
  const values = acceptRequestSchema.parse(input);
  const deposit = values.depositCents;
  return failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockAgenda(tx, agenda);
      // Read first only to know whom it is for: the client is locked before the request.
      const asked = await findOwnRequest(tx, agenda, id);
      assertOpen(asked);
      const known = await lockKnownClient(tx, agenda, asked);
      const request = await findOwnRequest(tx, agenda, id, { forUpdate: true });
      assertOpen(request);
      if (deposit > 0) {
        const settings = await findBookingSettings(tx, agenda);
        if (!settings?.pixKey) throw new DomainError('BOOKING_PIX_MISSING');
      }
      const start = new Date(toSaoPauloTimestamp(values.date, values.time));
      try {
        await assertNoOverlap(tx, agenda, { start, durationMinutes: values.durationMinutes });
      } catch (err) {
        if (err instanceof DomainError && err.code === 'APPOINTMENT_OVERLAP')
          throw new DomainError('BOOKING_SLOT_TAKEN', err.fields);
        throw err;
      }
      const client = await clientFor(tx, agenda, request, known);
      const now = effects.clock();
      // The deposit is due before the session, never after it started: a late accept gets a shorter hold.
      const deadline = new Date(Math.min(now.getTime() + values.holdHours * HOUR_MS, start.getTime()));
      const [appointment] = await tx
        .insert(appointments)
        .values({
          userId: agenda,
          clientId: client.id,
          clientName: client.name,
          title: values.title,
          startTime: start,
          durationMinutes: values.durationMinutes,
          agreedValueCents: values.valueCents,
          notes: `Pedido pela página: ${request.idea}\nLocal: ${request.placement} · Tamanho: ${request.size}`,
          status: 'agendado',
          depositDueCents: deposit,
          depositDeadline: deposit > 0 && deadline > now ? deadline : null,
        })
        .returning({ id: appointments.id });
      // The policy the client accepted fixes until when a cancel gives the deposit back.
      const policy = await findPolicy(tx, request.policyId);
      await tx
        .update(bookingRequests)
        .set({
          status: 'aceito',
          appointmentId: appointment!.id,
          answeredAt: now,
          proposedStart: null,
          refundUntil: policy && refundDeadline(policy, start),
        })
        .where(eq(bookingRequests.id, request.id));
      // A bank connected (API Pix): the deposit gets a dynamic charge, made at the bank after commit.
      const chargeTxid = await openDepositCharge(tx, agenda, {
        appointmentId: appointment!.id,
        amountCents: deposit,
        expiresAt: deposit > 0 && deadline > now ? deadline : null,
      });
      await keepAppointmentReminders(tx, effects, agenda, appointment!.id);
      // Answered by the studio's owner or front desk: the artist hears of the new session.
      await notifyAgendaChange(
        tx,
        actor,
        agenda,
        'booked',
        { id: appointment!.id, clientName: client.name, startTime: start },
        effects,
      );
      return { appointmentId: appointment!.id, chargeTxid };
    }),
  );
}
