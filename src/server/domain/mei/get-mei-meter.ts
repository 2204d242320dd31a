import { eq, sql } from 'drizzle-orm';
import { meiFigures } from '../../../shared/mei';
import { defaultMeiSettings, type MeiMeter, type MeiSettings } from '../../../shared/schemas/mei';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { meiSettings } from '../../db/schema';
import type { Actor } from '../actor';

export async function readMeiSettings(db: DbOrTx, userId: string): Promise<MeiSettings> {
  const [row] = await db.select().from(meiSettings).where(eq(meiSettings.userId, userId));
  if (!row) return defaultMeiSettings;
  return {
    enabled: row.enabled,
    openedMonth: row.openedMonth,
    capCents: row.capCents,
    dasReminder: row.dasReminder,
  };
}

/**
 * The MEI card of Relatórios: this São Paulo year's revenue so far (the same revenue as every money
 * screen — payments and deposits on the day received, refunds subtracted — read from the monthly
 * rollup, twelve rows at most) against the cap, pro-rated, with the pace to 31/12.
 */
export async function getMeiMeter(db: DbOrTx, actor: Actor, clock: Clock): Promise<MeiMeter> {
  const settings = await readMeiSettings(db, actor.userId);
  if (!settings.enabled) return { settings, figures: null };
  const day = today(clock);
  const year = day.slice(0, 4);
  const [sum] = (
    await db.execute<{ cents: number }>(sql`
      SELECT coalesce(sum(cents), 0)::bigint AS cents FROM revenue_months
      WHERE user_id = ${actor.userId} AND month >= ${`${year}-01`} AND month <= ${day.slice(0, 7)}`)
  ).rows;
  return {
    settings,
    figures: meiFigures({
      capCents: settings.capCents,
      openedMonth: settings.openedMonth,
      today: day,
      ytdCents: Number(sum?.cents ?? 0),
    }),
  };
}
