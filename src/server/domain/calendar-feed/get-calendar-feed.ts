import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/schemas/calendar-feed';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import type { Actor } from '../actor';
import { feedToken } from './feed-token';

/** What the link is made from: the server secret. */
export interface FeedContext {
  secret: string;
}

export const feedPath = (ctx: FeedContext, userId: string, version: number) =>
  `/cal/${feedToken(ctx.secret, userId, version)}.ics`;

/** The artist's feed as the profile shows it (no link until they create one). */
export async function getCalendarFeed(db: DbOrTx, actor: Actor, ctx: FeedContext): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.userId));
  if (!row) return { path: null, includeMoney: false };
  return { path: feedPath(ctx, actor.userId, row.version), includeMoney: row.includeMoney };
}
