import { desc, eq } from 'drizzle-orm';
import type { Anamnesis } from '../../../shared/schemas/anamnesis';
import type { DbOrTx } from '../../db/client';
import { anamneses } from '../../db/schema';
import type { Actor } from '../actor';
import { findOwnClient } from '../clients/queries';
import { toAnamnesis } from './to-anamnesis';

/** A client's fillings, newest first — only for the artist whose client it is. */
export async function listAnamneses(db: DbOrTx, actor: Actor, clientId: string): Promise<Anamnesis[]> {
  const client = await findOwnClient(db, actor.userId, clientId);
  const rows = await db
    .select()
    .from(anamneses)
    .where(eq(anamneses.clientId, client.id))
    .orderBy(desc(anamneses.createdAt))
    .limit(50);
  return rows.map(toAnamnesis);
}
