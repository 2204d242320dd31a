import { eq, sql } from 'drizzle-orm';
import { reschedulesLeft } from '../../../shared/cancellation-policy';
import { requestMessages, type SlotChoice, slotChoiceSchema } from '../../../shared/schemas/booking-request';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests } from '../../db/schema';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError, failAs } from '../errors';
import { lockAgenda } from '../locks';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findPolicy } from './booking-queries';
import { noticeClientChange } from './client-change-notice';
import { findRequestByToken, refundUntilOf } from './find-request-by-token';
import { openSlotsOf } from './list-public-slots';
import { offerFreedSlot } from './offer-freed-slot';

/**
 * 'Remarcar' on the client's link (issue 28): the session moves to a free slot of the page, within
 * the policy the client accepted (until its deadline, at most its number of times). The deposit
 * is on the session, so it moves with it; a hold's deadline never ends after the new start. Under
 * the agenda's lock like any booking (domain/locks.ts): two clients racing for one slot leave one
 * session there and one refusal. The old time is offered to the waitlist; the artist is told.
 */
export async function rescheduleBookedSession(
  db: DbOrTx,
  slug: string,
  token: string,
  input: SlotChoice,
  effects: Effects,
): Promise<void> {
  const choice = slotChoiceSchema.parse(input);
  const { request, settings } = await findRequestByToken(db, slug, token);
  const policy = await findPolicy(db, request.policyId);
  if (!policy || request.status !== 'aceito' || !request.appointmentId)
    throw new DomainError('BOOKING_CHANGE_CLOSED');
  const agenda = request.userId;
  const id = request.appointmentId;
  const now = effects.clock();
  await failAs('BOOKING_CHANGE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockAgenda(tx, agenda);
      const session = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (session.status !== 'agendado' || session.isTattooFinished || session.startTime <= now)
        throw new DomainError('BOOKING_CHANGE_CLOSED');
      const [fresh] = await tx
        .select({ count: bookingRequests.rescheduleCount, refundUntil: bookingRequests.refundUntil })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, request.id))
        .for('update');
      if (reschedulesLeft(policy, session.startTime, fresh!.count, now) < 1)
        throw new DomainError('BOOKING_RESCHEDULE_CLOSED');
      const open = await openSlotsOf(tx, settings, session.durationMinutes, now, id);
      const slot = open.find((o) => o.day === choice.day && o.time === choice.time);
      if (!slot) throw new DomainError('VALIDATION', { slot: requestMessages.slotGone });
      const start = new Date(slot.start);
      await tx
        .update(appointments)
        .set({
          startTime: start,
          depositDeadline: session.depositDeadline && sql`least(${appointments.depositDeadline}, ${start})`,
        })
        .where(eq(appointments.id, id));
      await tx
        .update(bookingRequests)
        // Moved later, the refund deadline stays where it was; moved sooner, it comes sooner.
        .set({ rescheduleCount: fresh!.count + 1, refundUntil: refundUntilOf(fresh!, policy, start) })
        .where(eq(bookingRequests.id, request.id));
      await keepAppointmentReminders(tx, effects, agenda, id);
      await offerFreedSlot(tx, agenda, { ...session, depositCents: session.depositDueCents }, now);
      const before = splitSaoPaulo(session.startTime);
      await noticeClientChange(tx, agenda, {
        title: 'Sessão remarcada pelo cliente',
        message: `${session.clientName} remarcou a sessão de ${formatDayBR(before.day)} às ${before.time} para ${formatDayBR(slot.day)} às ${slot.time} pelo link.`,
        appointmentId: id,
        now,
      });
    }),
  );
}

/** The free slots the client may move their session to (none when the policy no longer lets them). */
export async function listRescheduleSlots(
  db: DbOrTx,
  slug: string,
  token: string,
  now: Date,
): Promise<{ slots: { day: string; time: string }[] }> {
  const { request, settings } = await findRequestByToken(db, slug, token);
  const policy = await findPolicy(db, request.policyId);
  if (!policy || request.status !== 'aceito' || !request.appointmentId) return { slots: [] };
  const [session] = await db.select().from(appointments).where(eq(appointments.id, request.appointmentId));
  if (!session) return { slots: [] };
  if (
    session.status !== 'agendado' ||
    session.isTattooFinished ||
    reschedulesLeft(policy, session.startTime, request.rescheduleCount, now) < 1
  )
    return { slots: [] };
  const open = await openSlotsOf(db, settings, session.durationMinutes, now, session.id);
  return { slots: open.map(({ day, time }) => ({ day, time })) };
}
