import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { formatCents } from '../../../shared/money';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, calendarFeeds } from '../../db/schema';
import { findStudioAddress } from '../booking/studio-address';
import { DomainError } from '../errors';
import { readMe } from '../profile/get-me';
import { FEED_TOKEN, hashFeedToken } from './feed-token';

const DAY_MS = 86_400_000;
/** The window a subscription carries: what a calendar shows, bounded however long the history is. */
const PAST_DAYS = 180;
const FUTURE_DAYS = 400;
const MAX_EVENTS = 3000;

const statusText = { agendado: 'Agendado', concluido: 'Finalizado', cancelado: 'Cancelado' } as const;

/**
 * The artist's appointments as an iCalendar feed for `webcal://` subscriptions. Each event: the
 * client's first name and the title, start and end, where (the studio's address, when set), the
 * status (a cancelled session is a cancelled event, so subscribed calendars strike it out), the
 * value only when the artist opted in. Never notes or anything of the client record. Unknown or rotated tokens are one 404.
 */
export async function renderCalendarFeed(db: DbOrTx, token: string, clock: Clock): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!feed) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
  const [me, address] = await Promise.all([readMe(db, feed.userId), findStudioAddress(db, feed.userId)]);
  const now = clock().getTime();
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, feed.userId),
        gte(appointments.startTime, new Date(now - PAST_DAYS * DAY_MS)),
        lte(appointments.startTime, new Date(now + FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(appointments.startTime))
    .limit(MAX_EVENTS);

  const calendar = ical({
    name: `Tinta — ${me.name}`,
    prodId: { company: 'Tinta', product: 'Agenda', language: 'PT-BR' },
    // Events are written as UTC instants (right in every calendar, whatever its zone); the
    // calendar's own zone is a hint for the apps that show one.
    x: { 'X-WR-TIMEZONE': 'America/Sao_Paulo' },
    // Calendars poll the link; an hour is what most honour.
    ttl: 3600,
  });
  for (const a of rows) {
    const firstName = a.clientName.trim().split(/\s+/)[0] ?? '';
    const value = a.isTattooFinished ? (a.finalValueCents ?? a.agreedValueCents) : a.agreedValueCents;
    calendar.createEvent({
      id: `${a.id}@tinta`,
      start: a.startTime,
      end: new Date(a.startTime.getTime() + a.durationMinutes * 60_000),
      summary: `${firstName} · ${a.title}`,
      description: [statusText[a.status], feed.includeMoney ? formatCents(value) : null]
        .filter(Boolean)
        .join(' · '),
      location: address || null,
      status: a.status === 'cancelado' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // Each change the event shows is a newer revision for the subscribed calendar (migration 0025).
      sequence: a.revision,
      lastModified: a.updatedAt,
      created: a.createdAt,
      stamp: clock(),
    });
  }
  return calendar.toString();
}
