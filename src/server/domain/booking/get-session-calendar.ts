import ical, { ICalEventStatus } from 'ical-generator';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';
import { readMe } from '../profile/get-me';
import { findRequestByToken, sessionOfRequest } from './find-request-by-token';
import { findStudioAddress } from './studio-address';

/**
 * 'Adicionar ao calendário' on the client's link: the booked session as one event (.ics), with the
 * studio's address when the artist set one. What the client already sees on the page — who, when,
 * where — and nothing else: no notes, no money, nothing about the artist's other sessions. Its uid
 * is the session's, so adding it again after a move updates the same event.
 */
export async function getSessionCalendar(
  db: DbOrTx,
  slug: string,
  token: string,
  clock: Clock,
): Promise<string> {
  const { request } = await findRequestByToken(db, slug, token);
  const session = request.status === 'aceito' ? await sessionOfRequest(db, request) : undefined;
  if (!session || session.isTattooFinished) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  const [artist, address] = await Promise.all([
    readMe(db, request.userId),
    findStudioAddress(db, request.userId),
  ]);
  const calendar = ical({ prodId: { company: 'Tinta', product: 'Sessao', language: 'PT-BR' } });
  calendar.createEvent({
    id: `${session.id}@tinta`,
    start: session.startTime,
    end: new Date(session.startTime.getTime() + session.durationMinutes * 60_000),
    summary: `Tatuagem com ${artist.name}`,
    location: address || null,
    status: session.status === 'cancelado' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: session.revision,
    stamp: clock(),
  });
  return calendar.toString();
}
