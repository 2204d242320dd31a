import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { agendaOfRequest, findOwnRequest } from './booking-request-queries';

/** A reference image, only for the artist the request was sent to. */
export async function getRequestImage(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
  imageId: string,
): Promise<{ mime: string; bytes: Buffer }> {
  const agenda = await agendaOfRequest(db, actor, requestId);
  const request = await findOwnRequest(db, agenda, requestId);
  const [image] = await db
    .select({ mime: bookingRequestImages.mime, bytes: bookingRequestImages.bytes })
    .from(bookingRequestImages)
    .where(
      and(eq(bookingRequestImages.requestId, request.id), sql`${bookingRequestImages.id}::text = ${imageId}`),
    );
  if (!image) throw new DomainError('NOT_FOUND');
  return image;
}
