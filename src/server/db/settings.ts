import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { appSettings } from './schema';

/**
 * Returns the stored value of `key`, making it with `make` the first time. Concurrent first boots
 * agree on one value: the insert that loses the race is ignored and everyone reads the winner.
 */
export async function getOrCreateSetting(db: DbOrTx, key: string, make: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row!.value;
}
