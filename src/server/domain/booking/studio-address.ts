import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageSettings } from '../../db/schema';

/**
 * The studio's address (issue 29): one value, `message_settings.address`, typed in the booking
 * set-up or under Mensagens › 'Editar textos'. The messages fill {endereco} with it; the client's
 * link, the session's .ics and the artist's calendar feed show it. '' — never set.
 */
export async function findStudioAddress(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ address: messageSettings.address })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
  return row?.address ?? '';
}

/** Writes the address (inside the caller's transaction, with whatever else it saves). */
export async function saveStudioAddress(db: DbOrTx, userId: string, address: string): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ userId, address })
    .onConflictDoUpdate({ target: messageSettings.userId, set: { address } });
}
