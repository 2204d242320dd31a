import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizeStoredSignature } from './normalize-signature';

const BATCH = 20;

/** Rows whose signature(s) are not in the bounded form yet (the partial index of migration 0024). */
const pending = sql`(NOT tinta_signature_is_normalised(signature_png)
  OR (guardian_signature_png IS NOT NULL AND NOT tinta_signature_is_normalised(guardian_signature_png)))`;

/**
 * Signatures stored before they were bounded (issue 24) are redrawn once into the form new ones
 * are signed in, so no PDF ever decodes a 4 096 × 4 096 image. Consents never change, except
 * this: the transaction sets `tinta.normalising_signatures`, and the trigger of migration 0024
 * lets only the drawn signatures change, only into the bounded form, and writes on the row when
 * and the SHA-256 of what it replaced. Idempotent and safe beside another process doing the same:
 * ids are read in small batches, one row's images in memory at a time, decoded outside any
 * transaction, and written only if still pending. A row that does not decode stays as it is —
 * a signed consent is never dropped — and is counted.
 */
export async function normalizeStoredSignatures(
  db: DbOrTx,
): Promise<{ normalised: number; undecodable: number }> {
  const done = { normalised: 0, undecodable: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = (
      await db.execute<{ id: string }>(
        sql`SELECT id FROM consents WHERE ${pending} AND id > ${after} ORDER BY id LIMIT ${BATCH}`,
      )
    ).rows;
    if (!batch.length) return done;
    for (const { id } of batch) {
      after = id;
      const [row] = (
        await db.execute<{ signature_png: Buffer; guardian_signature_png: Buffer | null }>(
          sql`SELECT signature_png, guardian_signature_png FROM consents WHERE id = ${id} AND ${pending}`,
        )
      ).rows;
      if (!row) continue;
      let signature: Buffer;
      let guardian: Buffer | null;
      try {
        signature = await normalizeStoredSignature(row.signature_png);
        guardian = row.guardian_signature_png
          ? await normalizeStoredSignature(row.guardian_signature_png)
          : null;
      } catch {
        done.undecodable++;
        continue;
      }
      const updated = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('tinta.normalising_signatures', 'on', true)`);
        return tx.execute(sql`
          UPDATE consents SET signature_png = ${signature}, guardian_signature_png = ${guardian}
          WHERE id = ${id} AND ${pending}`);
      });
      done.normalised += updated.rowCount ?? 0;
    }
  }
}
