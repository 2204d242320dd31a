import { and, eq, isNull } from 'drizzle-orm';
import { refundDeadline } from '../../../shared/cancellation-policy';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests, waitlistOffers } from '../../db/schema';
import { assertNoOverlap } from '../appointments/assert-no-overlap';
import { DomainError, failAs } from '../errors';
import { lockAgenda } from '../locks';
import { isUuid } from '../paging';
import { openDepositCharge } from '../pix-api/open-deposit-charge';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findPolicy } from './booking-queries';
import { findOwnRequest } from './booking-request-queries';
import { noticeClientChange } from './client-change-notice';
import { findRequestByToken } from './find-request-by-token';
import { offersFor } from './get-public-request-status';
import { clientFor, lockKnownClient } from './request-client';

const HOUR_MS = 3_600_000;

/**
 * 'Quero este horário' on a waitlisted client's link (issue 28): the freed slot becomes their
 * session — held like an accepted request, asking the deposit the freed session asked, for the
 * page's hold time. Under the agenda's lock, then the client, the request and the offer (the one
 * lock order, domain/locks.ts): of clients confirming at once, the first gets it, the others hear
 * it was filled and stay on the list; a slot the artist booked meanwhile is refused the same way.
 */
export async function takeWaitlistOffer(
  db: DbOrTx,
  slug: string,
  token: string,
  offerId: string,
  effects: Effects,
): Promise<{ chargeTxid: string | null }> {
  const { request: asked, settings } = await findRequestByToken(db, slug, token);
  if (asked.status !== 'espera') throw new DomainError('BOOKING_REQUEST_ANSWERED');
  if (!isUuid(offerId)) throw new DomainError('WAITLIST_OFFER_TAKEN');
  const agenda = asked.userId;
  return failAs('BOOKING_CHANGE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockAgenda(tx, agenda);
      const known = await lockKnownClient(tx, agenda, asked);
      const request = await findOwnRequest(tx, agenda, asked.id, { forUpdate: true });
      if (request.status !== 'espera') throw new DomainError('BOOKING_REQUEST_ANSWERED');
      const [offer] = await tx
        .select()
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.userId, agenda)))
        .for('update');
      const now = effects.clock();
      // Still open, ahead, in this client's window and free for their length: what their link offers.
      const offered = await offersFor(tx, request, now, settings.minNoticeHours);
      if (!offer || offer.takenRequestId || !offered.some((o) => o.id === offerId))
        throw new DomainError('WAITLIST_OFFER_TAKEN');
      try {
        await assertNoOverlap(tx, agenda, { start: offer.startTime, durationMinutes: request.lengthMinutes });
      } catch (err) {
        if (err instanceof DomainError && err.code === 'APPOINTMENT_OVERLAP')
          throw new DomainError('WAITLIST_OFFER_TAKEN');
        throw err;
      }
      const client = await clientFor(tx, agenda, request, known);
      const policy = await findPolicy(tx, request.policyId);
      const deposit = offer.depositCents;
      const deadline = new Date(
        Math.min(now.getTime() + settings.holdHours * HOUR_MS, offer.startTime.getTime()),
      );
      const [session] = await tx
        .insert(appointments)
        .values({
          userId: agenda,
          clientId: client.id,
          clientName: client.name,
          title: 'Tatuagem',
          startTime: offer.startTime,
          durationMinutes: request.lengthMinutes,
          notes: `Lista de espera: ${request.idea}\nLocal: ${request.placement} · Tamanho: ${request.size}`,
          status: 'agendado',
          depositDueCents: deposit,
          depositDeadline: deposit > 0 ? deadline : null,
        })
        .returning({ id: appointments.id });
      await tx
        .update(bookingRequests)
        .set({
          status: 'aceito',
          appointmentId: session!.id,
          answeredAt: now,
          preferredStarts: [offer.startTime],
          refundUntil: policy && refundDeadline(policy, offer.startTime),
        })
        .where(eq(bookingRequests.id, request.id));
      await tx
        .update(waitlistOffers)
        .set({ takenRequestId: request.id, takenAt: now })
        .where(and(eq(waitlistOffers.id, offer.id), isNull(waitlistOffers.takenRequestId)));
      const chargeTxid = await openDepositCharge(tx, agenda, {
        appointmentId: session!.id,
        amountCents: deposit,
        expiresAt: deposit > 0 ? deadline : null,
      });
      await keepAppointmentReminders(tx, effects, agenda, session!.id);
      const { day, time } = splitSaoPaulo(offer.startTime);
      await noticeClientChange(tx, agenda, {
        title: 'Horário preenchido pela lista de espera',
        message: `${client.name} ficou com o horário de ${formatDayBR(day)} às ${time}${deposit > 0 ? ', aguardando o sinal' : ''}.`,
        appointmentId: session!.id,
        now,
      });
      return { chargeTxid };
    }),
  );
}
