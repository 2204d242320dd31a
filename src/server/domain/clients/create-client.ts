import type { Client, ClientInput } from '../../../shared/schemas/client';
import { clientInputSchema } from '../../../shared/schemas/client';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { toNewClient } from './to-client';

export async function createClient(db: DbOrTx, actor: Actor, input: ClientInput): Promise<Client> {
  const values = clientInputSchema.parse(input);
  const [row] = await failAs('CLIENT_SAVE_FAILED', () =>
    db
      .insert(clients)
      .values({ userId: actor.userId, ...values })
      .returning(),
  );
  return toNewClient(row!);
}
