import { type MeiMeter, type MeiSettingsInput, meiSettingsInputSchema } from '../../../shared/schemas/mei';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { meiSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { getMeiMeter } from './get-mei-meter';

/** 'Sou MEI': on or off, the opening month (not after this month) and the cap. */
export async function saveMeiSettings(
  db: DbOrTx,
  actor: Actor,
  input: MeiSettingsInput,
  clock: Clock,
): Promise<MeiMeter> {
  const values = meiSettingsInputSchema.parse(input);
  if (values.openedMonth && values.openedMonth > today(clock).slice(0, 7))
    throw new DomainError('VALIDATION', { openedMonth: 'O mês de abertura não pode ser no futuro' });
  const row = { ...values, updatedAt: new Date() };
  await db
    .insert(meiSettings)
    .values({ userId: actor.userId, ...row })
    .onConflictDoUpdate({ target: meiSettings.userId, set: row });
  return getMeiMeter(db, actor, clock);
}
