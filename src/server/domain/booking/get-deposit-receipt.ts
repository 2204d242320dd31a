import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositReceipts } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { agendaOfRequest, findOwnRequest } from './booking-request-queries';

/**
 * The receipt a client attached to 'Já paguei' (issue 28), only for whoever answers the request
 * (its artist; in a studio, the owner and front desk too). Another artist's, or none, is the 404.
 */
export async function getDepositReceipt(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
): Promise<{ mime: string; bytes: Buffer }> {
  const agenda = await agendaOfRequest(db, actor, requestId);
  const request = await findOwnRequest(db, agenda, requestId);
  const [receipt] = await db
    .select({ mime: depositReceipts.mime, bytes: depositReceipts.bytes })
    .from(depositReceipts)
    .where(eq(depositReceipts.requestId, request.id));
  if (!receipt) throw new DomainError('NOT_FOUND');
  return receipt;
}
