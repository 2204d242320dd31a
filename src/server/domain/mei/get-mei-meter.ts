import { eq } from 'drizzle-orm';
import { meiFigures } from '../../../shared/mei';
import { defaultMeiSettings, type MeiMeter, type MeiSettings } from '../../../shared/schemas/mei';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { meiSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { readMeiRevenue } from './read-mei-revenue';

/** The settings as of São Paulo's `year`: revenue from before the app given for another year reads 0. */
export async function readMeiSettings(db: DbOrTx, userId: string, year: number): Promise<MeiSettings> {
  const [row] = await db.select().from(meiSettings).where(eq(meiSettings.userId, userId));
  if (!row) return defaultMeiSettings;
  return {
    enabled: row.enabled,
    openedMonth: row.openedMonth,
    capCents: row.capCents,
    dasReminder: row.dasReminder,
    priorRevenueCents: row.priorRevenueYear === year ? row.priorRevenueCents : 0,
  };
}

/**
 * The MEI card of Relatórios: this São Paulo year's revenue so far against the cap, pro-rated, with
 * the pace to 31/12 — the sessions' money (payments and deposits on the day received, refunds
 * subtracted, read from the monthly rollup), income not tied to a session, and what came in this
 * year before the app, each returned apart so the card can explain its total.
 */
export async function getMeiMeter(db: DbOrTx, actor: Actor, clock: Clock): Promise<MeiMeter> {
  const day = today(clock);
  const year = Number(day.slice(0, 4));
  const settings = await readMeiSettings(db, actor.userId, year);
  if (!settings.enabled) return { settings, figures: null };
  const revenue = (await readMeiRevenue(db, [actor.userId], year, day.slice(0, 7))).get(actor.userId)!;
  const figures = meiFigures({
    capCents: settings.capCents,
    openedMonth: settings.openedMonth,
    today: day,
    ytdCents: revenue.sessionsCents + revenue.otherIncomeCents + revenue.priorRevenueCents,
  });
  return { settings, figures: { ...figures, revenue } };
}
