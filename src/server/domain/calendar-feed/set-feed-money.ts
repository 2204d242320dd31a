import { eq } from 'drizzle-orm';
import {
  type CalendarFeed,
  type CalendarFeedPatch,
  calendarFeedPatchSchema,
} from '../../../shared/schemas/calendar-feed';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { type FeedContext, getCalendarFeed } from './get-calendar-feed';

/** Values in the events only when the artist opts in (a calendar is often shared or synced). */
export async function setFeedMoney(
  db: DbOrTx,
  actor: Actor,
  input: CalendarFeedPatch,
  ctx: FeedContext,
): Promise<CalendarFeed> {
  const { includeMoney } = calendarFeedPatchSchema.parse(input);
  const updated = await db
    .update(calendarFeeds)
    .set({ includeMoney })
    .where(eq(calendarFeeds.userId, actor.userId))
    .returning({ userId: calendarFeeds.userId });
  if (updated.length === 0) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
  return getCalendarFeed(db, actor, ctx);
}
