import type { pixCharges } from '../../db/schema';
import { PixApiError } from '../../pix-api/pix-api-client';
import type { Bank } from './bank-sessions';

/**
 * A charge whose session was cancelled or deleted is removed at the bank (`PATCH /cob/{txid}`,
 * status REMOVIDA_PELO_USUARIO_RECEBEDOR), so the client can no longer pay for a slot that is not
 * theirs. A charge the bank no longer holds as active (paid meanwhile, expired) is left as it is:
 * what was paid is recorded by `settleCharge`. Returns whether the bank still had it active.
 */
export async function removeCharge(
  charge: typeof pixCharges.$inferSelect,
  bank: Bank | null,
): Promise<boolean> {
  if (!bank) return false;
  try {
    const answer = await bank.client.call('PATCH', `/cob/${charge.txid}`, {
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    });
    return answer.status === 200;
  } catch (err) {
    // Not active any more at the bank: nothing to remove.
    if (err instanceof PixApiError && err.failure === 'refused' && err.status === 400) return false;
    throw err;
  }
}
