import { sql } from 'drizzle-orm';
import { type MeiMeter, type MeiSettingsInput, meiSettingsInputSchema } from '../../../shared/schemas/mei';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { meiSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { getMeiMeter } from './get-mei-meter';

/**
 * 'Sou MEI': on or off, the opening month (not after this month), the cap, and this year's revenue
 * from before the app — stored with this São Paulo year, so the meter drops it by itself when the
 * year turns.
 */
export async function saveMeiSettings(
  db: DbOrTx,
  actor: Actor,
  input: MeiSettingsInput,
  clock: Clock,
): Promise<MeiMeter> {
  const { priorRevenueCents, ...values } = meiSettingsInputSchema.parse(input);
  const day = today(clock);
  if (values.openedMonth && values.openedMonth > day.slice(0, 7))
    throw new DomainError('VALIDATION', { openedMonth: 'O mês de abertura não pode ser no futuro' });
  const year = Number(day.slice(0, 4));
  const row = { ...values, updatedAt: new Date() };
  // A blank field in a later year (the dialog shows last year's figure as lapsed) keeps last year's
  // figure: May's DASN-SIMEI reminder still names the whole of last year's revenue.
  const keepsLastYears = sql`${priorRevenueCents ?? 0}::bigint = 0 AND ${meiSettings.priorRevenueYear} < ${year}::int`;
  const prior =
    priorRevenueCents === undefined
      ? {}
      : {
          priorRevenueCents: sql`CASE WHEN ${keepsLastYears} THEN ${meiSettings.priorRevenueCents}
            ELSE ${priorRevenueCents}::bigint END`,
          priorRevenueYear: sql`CASE WHEN ${keepsLastYears} THEN ${meiSettings.priorRevenueYear} ELSE ${year}::int END`,
        };
  await db
    .insert(meiSettings)
    .values({
      userId: actor.userId,
      ...row,
      ...(priorRevenueCents === undefined ? {} : { priorRevenueCents, priorRevenueYear: year }),
    })
    .onConflictDoUpdate({ target: meiSettings.userId, set: { ...row, ...prior } });
  return getMeiMeter(db, actor, clock);
}
