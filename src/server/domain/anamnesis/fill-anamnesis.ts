import type { Anamnesis, AnamnesisInput } from '../../../shared/schemas/anamnesis';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { lockClient } from '../locks';
import { recordAnamnesis } from './record-anamnesis';

/**
 * The client answers on the artist's phone or tablet, handed over ('Preencher neste aparelho'). The
 * client is locked first (domain/locks.ts): one erased meanwhile is 404, and no answer outlives them.
 */
export async function fillAnamnesis(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  input: AnamnesisInput,
  clock: Clock,
): Promise<Anamnesis> {
  const { anamnesis } = await failAs('ANAMNESIS_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const client = await lockClient(tx, actor.userId, clientId);
      return recordAnamnesis(tx, { userId: actor.userId, clientId: client.id }, input, 'aparelho', clock());
    }),
  );
  return anamnesis;
}
