import { sql } from 'drizzle-orm';
import { rescheduleDeadline, reschedulesLeft } from '../../../shared/cancellation-policy';
import { noActions, type PublicRequestStatus } from '../../../shared/schemas/booking-request';
import { type Clock, toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { findDepositBank } from '../pix-api/connection-row';
import { readMe } from '../profile/get-me';
import { type BookingSettingsRow, findPolicy } from './booking-queries';
import type { BookingRequestDbRow } from './booking-request-queries';
import { depositPix } from './deposit-pix';
import { findRequestByToken, refundUntilOf, sessionOfRequest } from './find-request-by-token';
import { offerOpenFor } from './offer-freed-slot';
import { findStudioAddress } from './studio-address';

/**
 * `/agendar/{slug}/pedido/{token}`: the client's own request — its state, the session or proposal,
 * the artist's message and, while a deposit is due, the Pix code; the policy they accepted and what
 * it lets them do now (move, cancel, with or without the deposit back); on the waitlist, the freed
 * slots offered to them. Once a session is booked, where it is (the studio's address); once the
 * artist has answered, their WhatsApp when a phone of theirs is known (issue 29). A wrong token, or
 * a right token under another artist's address, is the same 404.
 */
export async function getPublicRequestStatus(
  db: DbOrTx,
  slug: string,
  token: string,
  clock: Clock,
): Promise<PublicRequestStatus> {
  const { request, settings } = await findRequestByToken(db, slug, token);
  const appointment = await sessionOfRequest(db, request);
  const artist = await readMe(db, request.userId);
  const policy = await findPolicy(db, request.policyId);
  const now = clock();
  const whatsapp = artistWhatsapp(settings);
  const base = {
    artistName: artist.name,
    slug: settings.slug,
    clientName: request.clientName,
    preferred: request.preferredStarts.map((d) => toSaoPauloIso(d)),
    lengthMinutes: request.lengthMinutes,
    message: request.artistMessage,
    depositDueCents: 0,
    depositPaidCents: 0,
    depositDeadline: null,
    pix: null,
    policy,
    address: null,
    whatsapp: null,
    actions: noActions,
    clientCancel: request.clientCancelledAt ? { refund: request.clientCancelRefund } : null,
    depositClaimedAt: request.depositClaimedAt ? toSaoPauloIso(request.depositClaimedAt) : null,
    wait: null,
    offers: [],
  };
  if (request.status === 'aceito' && appointment) {
    const due = appointment.isTattooFinished
      ? 0
      : Math.max(0, appointment.depositDueCents - appointment.depositCents);
    const state =
      appointment.status === 'cancelado' ? 'cancelado' : due > 0 ? 'aguardando_sinal' : 'confirmado';
    const ahead =
      appointment.status === 'agendado' &&
      !appointment.isTattooFinished &&
      appointment.startTime.getTime() > now.getTime();
    const left =
      ahead && policy ? reschedulesLeft(policy, appointment.startTime, request.rescheduleCount, now) : 0;
    const refundUntil = policy && refundUntilOf(request, policy, appointment.startTime);
    const address = state === 'cancelado' ? '' : await findStudioAddress(db, request.userId);
    return {
      ...base,
      state,
      address: address || null,
      whatsapp,
      start: toSaoPauloIso(appointment.startTime),
      lengthMinutes: appointment.durationMinutes,
      depositDueCents: state === 'aguardando_sinal' ? due : 0,
      depositPaidCents: state === 'cancelado' ? 0 : Math.max(0, appointment.depositCents),
      depositDeadline:
        state === 'aguardando_sinal' && appointment.depositDeadline
          ? toSaoPauloIso(appointment.depositDeadline)
          : null,
      pix: state === 'aguardando_sinal' ? await depositPix(db, settings, appointment) : null,
      actions: {
        calendar: ahead,
        reschedulesLeft: left,
        rescheduleUntil:
          left > 0 && policy ? toSaoPauloIso(rescheduleDeadline(policy, appointment.startTime)) : null,
        cancel: ahead && policy !== null,
        claimDeposit: state === 'aguardando_sinal' && !(await findDepositBank(db, request.userId)),
        refundOnCancel:
          ahead &&
          refundUntil !== null &&
          appointment.depositCents > 0 &&
          now.getTime() <= refundUntil.getTime(),
        refundUntil: ahead && refundUntil ? toSaoPauloIso(refundUntil) : null,
      },
    };
  }
  if (request.status === 'aceito') return { ...base, state: 'cancelado', start: null, whatsapp };
  if (request.status === 'espera')
    return {
      ...base,
      state: 'espera',
      start: null,
      wait: { from: request.waitFrom!, to: request.waitTo!, periods: request.waitPeriods as never },
      offers: await offersFor(db, request, now, settings.minNoticeHours),
    };
  return {
    ...base,
    // Closed before any answer (its times passed) reads differently from a hold whose deposit never came.
    state: request.status === 'expirado' && !request.appointmentId ? 'sem_resposta' : request.status,
    start:
      request.status === 'proposto' && request.proposedStart ? toSaoPauloIso(request.proposedStart) : null,
    whatsapp: request.status === 'proposto' ? whatsapp : null,
  };
}

/**
 * The artist's WhatsApp for the client's 'Falar no WhatsApp': only the number she gave for it in the
 * booking set-up (never her Pix key, which may be a private phone); none — no button.
 */
const artistWhatsapp = (settings: BookingSettingsRow): string | null => settings.whatsapp;

/** The freed slots a waitlisted client may take now (`offerOpenFor`), soonest first. */
export async function offersFor(
  db: DbOrTx,
  request: BookingRequestDbRow,
  now: Date,
  minNoticeHours: number,
): Promise<{ id: string; start: string }[]> {
  const rows = await db.execute<{ id: string; start_time: string }>(sql`
    SELECT o.id, o.start_time FROM waitlist_offers o, booking_requests r
    WHERE r.id = ${request.id} AND r.status = 'espera' AND ${offerOpenFor(now, sql`${minNoticeHours}`)}
    ORDER BY o.start_time LIMIT 10`);
  return rows.rows.map((r) => ({ id: r.id, start: toSaoPauloIso(new Date(r.start_time)) }));
}
