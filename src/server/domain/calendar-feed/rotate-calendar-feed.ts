import { sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/schemas/calendar-feed';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import type { Actor } from '../actor';
import { feedToken, hashFeedToken } from './feed-token';
import { type FeedContext, getCalendarFeed } from './get-calendar-feed';

/**
 * Creates the artist's feed link, or replaces it: the version moves on and only the new token's
 * hash is kept, so the old link answers 404 from this moment.
 */
export async function rotateCalendarFeed(db: DbOrTx, actor: Actor, ctx: FeedContext): Promise<CalendarFeed> {
  await db.transaction(async (tx) => {
    const [current] = (
      await tx.execute<{ version: number }>(
        sql`SELECT version FROM calendar_feeds WHERE user_id = ${actor.userId} FOR UPDATE`,
      )
    ).rows;
    const version = (current?.version ?? 0) + 1;
    const tokenHash = hashFeedToken(feedToken(ctx.secret, actor.userId, version));
    await tx
      .insert(calendarFeeds)
      .values({ userId: actor.userId, version, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { version, tokenHash, rotatedAt: new Date() },
      });
  });
  return getCalendarFeed(db, actor, ctx);
}
