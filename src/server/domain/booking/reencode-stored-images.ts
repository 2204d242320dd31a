import { and, asc, eq, gt, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages as images } from '../../db/schema';
import { ImageRefused, reencodeImage } from '../../images/reencode-image';

const BATCH = 20;

/**
 * Reference images stored before uploads were redrawn (issue 24) still carry what the phone wrote
 * into them (GPS, camera, dates): each is redrawn once, like a new upload. A row that does not
 * decode — a "PNG" of text, a 30 000 × 30 000 header — was never an image anyone could see, and is
 * deleted (the request stays). Idempotent and safe beside another process doing the same: rows
 * are read in id order in small batches, one image in memory at a time, decoded outside any
 * transaction, and written only if still not re-encoded.
 */
export async function reencodeStoredImages(db: DbOrTx): Promise<{ reencoded: number; dropped: number }> {
  const done = { reencoded: 0, dropped: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: images.id })
      .from(images)
      .where(and(not(images.reencoded), gt(images.id, after)))
      .orderBy(asc(images.id))
      .limit(BATCH);
    if (!batch.length) return done;
    for (const { id } of batch) {
      after = id;
      const pending = and(eq(images.id, id), not(images.reencoded));
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(pending);
      if (!row) continue;
      let redrawn: Awaited<ReturnType<typeof reencodeImage>> | null = null;
      try {
        redrawn = await reencodeImage(row.bytes);
      } catch (err) {
        if (!(err instanceof ImageRefused)) throw err;
      }
      if (redrawn) {
        const updated = await db
          .update(images)
          .set({ mime: redrawn.mime, size: redrawn.bytes.length, bytes: redrawn.bytes, reencoded: true })
          .where(pending)
          .returning({ id: images.id });
        done.reencoded += updated.length;
      } else {
        const deleted = await db.delete(images).where(pending).returning({ id: images.id });
        done.dropped += deleted.length;
      }
    }
  }
}
