import type { Anamnesis, AnamnesisInput } from '../../../shared/schemas/anamnesis';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { findOwnClient } from '../clients/queries';
import { failAs } from '../errors';
import { recordAnamnesis } from './record-anamnesis';

/** The client answers on the artist's phone or tablet, handed over ('Preencher neste aparelho'). */
export async function fillAnamnesis(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  input: AnamnesisInput,
  clock: Clock,
): Promise<Anamnesis> {
  const client = await findOwnClient(db, actor.userId, clientId);
  const { anamnesis } = await failAs('ANAMNESIS_SAVE_FAILED', () =>
    db.transaction((tx) =>
      recordAnamnesis(tx, { userId: actor.userId, clientId: client.id }, input, 'aparelho', clock()),
    ),
  );
  return anamnesis;
}
