import { eq } from 'drizzle-orm';
import type { PublicRequestStatus } from '../../../shared/schemas/booking-request';
import { toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests } from '../../db/schema';
import { DomainError } from '../errors';
import { readMe } from '../profile/get-me';
import { findBookingSettings } from './booking-queries';
import { depositPix } from './deposit-pix';
import { hashRequestToken } from './request-token';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `/agendar/{slug}/pedido/{token}`: the client's own request — its state, the session or proposal,
 * the artist's message and, while a deposit is due, the Pix code. A wrong token, or a right token
 * under another artist's address, is the same 404.
 */
export async function getPublicRequestStatus(
  db: DbOrTx,
  slug: string,
  token: string,
): Promise<PublicRequestStatus> {
  if (!TOKEN.test(token)) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  const [request] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.tokenHash, hashRequestToken(token)));
  const settings = request && (await findBookingSettings(db, request.userId));
  if (!request || !settings || settings.slug !== slug) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  const [appointment] = request.appointmentId
    ? await db.select().from(appointments).where(eq(appointments.id, request.appointmentId))
    : [];
  const artist = await readMe(db, request.userId);
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
  };
  if (request.status === 'aceito' && appointment) {
    const due = appointment.isTattooFinished
      ? 0
      : Math.max(0, appointment.depositDueCents - appointment.depositCents);
    const state =
      appointment.status === 'cancelado' ? 'cancelado' : due > 0 ? 'aguardando_sinal' : 'confirmado';
    return {
      ...base,
      state,
      start: toSaoPauloIso(appointment.startTime),
      lengthMinutes: appointment.durationMinutes,
      depositDueCents: state === 'aguardando_sinal' ? due : 0,
      depositPaidCents: state === 'cancelado' ? 0 : Math.max(0, appointment.depositCents),
      depositDeadline:
        state === 'aguardando_sinal' && appointment.depositDeadline
          ? toSaoPauloIso(appointment.depositDeadline)
          : null,
      pix: state === 'aguardando_sinal' ? await depositPix(db, settings, appointment) : null,
    };
  }
  if (request.status === 'aceito') return { ...base, state: 'cancelado', start: null };
  return {
    ...base,
    // Closed before any answer (its times passed) reads differently from a hold whose deposit never came.
    state: request.status === 'expirado' && !request.appointmentId ? 'sem_resposta' : request.status,
    start:
      request.status === 'proposto' && request.proposedStart ? toSaoPauloIso(request.proposedStart) : null,
  };
}
