import type { PixApiConnection } from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { findPixApiConnection, toPixApiConnection } from './connection-row';

/** The artist's bank connection as 'Conectar API Pix' shows it (no secret ever leaves the server). */
export async function getPixApiConnection(db: DbOrTx, actor: Actor): Promise<PixApiConnection> {
  return toPixApiConnection(await findPixApiConnection(db, actor.userId));
}
