import { randomBytes, randomUUID } from 'node:crypto';
import { formatDuration } from '../../../shared/duration';
import { bookingMessages } from '../../../shared/schemas/booking';
import {
  type BookingRequestCreated,
  bookingRequestSchema,
  formatPhone,
  MAX_REQUEST_IMAGE_BYTES,
  MAX_REQUEST_IMAGES,
  requestMessages,
} from '../../../shared/schemas/booking-request';
import { type Clock, formatDayBR } from '../../../shared/time';
import { hitRateLimit } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages, bookingRequests, notifications } from '../../db/schema';
import { DomainError, failAs } from '../errors';
import { findOpenBookingPage } from './get-public-booking-page';
import { openSlotsOf } from './list-public-slots';
import { phoneLimitKey } from './phone-limit-key';
import { hashRequestToken, requestToken } from './request-token';
import { sniffImage } from './sniff-image';

export interface RequestDeps {
  clock: Clock;
  secret: string;
  /** Multiplies the per-phone limit (the browser suite sends many requests). */
  rateLimitScale: number;
}

/**
 * A signed-out client asks for a session. Everything is checked before anything is stored: the
 * form, each image by its bytes and size, the page being open, every chosen slot still free. The
 * request, its images and the artist's notification (bell + push, by the delivery job) are one
 * transaction. Nothing is held: the slot stays free until the artist accepts.
 */
export async function createBookingRequest(
  db: DbOrTx,
  slug: string,
  input: { data: unknown; images: Buffer[] },
  deps: RequestDeps,
): Promise<BookingRequestCreated> {
  const form = bookingRequestSchema.parse(input.data);
  if (input.images.length > MAX_REQUEST_IMAGES)
    throw new DomainError('VALIDATION', { images: requestMessages.imagesTooMany });
  const images = input.images.map((bytes) => {
    if (bytes.length > MAX_REQUEST_IMAGE_BYTES)
      throw new DomainError('VALIDATION', { images: requestMessages.imageTooLarge });
    const mime = sniffImage(bytes);
    if (!mime) throw new DomainError('VALIDATION', { images: requestMessages.imageType });
    return { mime, bytes };
  });
  const page = await findOpenBookingPage(db, slug);
  // A bot filled the hidden field: it is told what a person would be told, and nothing is kept.
  if (form.website) return { token: randomBytes(32).toString('base64url') };
  if (!page.sessionLengths.includes(form.length))
    throw new DomainError('VALIDATION', { length: bookingMessages.lengthsRequired });

  const now = deps.clock();
  const open = await openSlotsOf(db, page, form.length, now);
  const chosen = form.slots.map((s) => open.find((o) => o.day === s.day && o.time === s.time));
  if (chosen.some((s) => !s)) throw new DomainError('VALIDATION', { slots: requestMessages.slotGone });
  const starts = [...new Set(chosen.map((s) => s!.start))].sort((a, b) => a - b);

  const perPhone = { max: Math.ceil(3 * deps.rateLimitScale), windowSeconds: 24 * 3600 };
  if (!(await hitRateLimit(db, phoneLimitKey(deps.secret, form.phone), perPhone)))
    throw new DomainError('RATE_LIMITED');
  // However many addresses and numbers a flood comes from, one page takes at most 50 a day.
  const perPage = { max: Math.ceil(50 * deps.rateLimitScale), windowSeconds: 24 * 3600 };
  if (!(await hitRateLimit(db, `page:booking-request:${page.userId}`, perPage)))
    throw new DomainError('RATE_LIMITED');

  const id = randomUUID();
  const token = requestToken(deps.secret, id);
  await failAs('BOOKING_REQUEST_FAILED', () =>
    db.transaction(async (tx) => {
      await tx.insert(bookingRequests).values({
        id,
        userId: page.userId,
        tokenHash: hashRequestToken(token),
        clientName: form.name,
        phone: formatPhone(form.phone),
        instagram: form.instagram || null,
        idea: form.idea,
        placement: form.placement,
        size: form.size,
        lengthMinutes: form.length,
        preferredStarts: starts.map((s) => new Date(s)),
        consentAt: now,
      });
      if (images.length)
        await tx.insert(bookingRequestImages).values(
          images.map((img, position) => ({
            requestId: id,
            position,
            mime: img.mime,
            size: img.bytes.length,
            bytes: img.bytes,
          })),
        );
      const slot = chosen.find((s) => s!.start === starts[0])!;
      await tx.insert(notifications).values({
        userId: page.userId,
        type: 'booking_request',
        title: 'Novo pedido de agendamento',
        // Name and wished time only: what the client wrote stays in the inbox.
        message: `${form.name} pediu ${formatDayBR(slot.day)} às ${slot.time} (${formatDuration(form.length)}).`,
        relatedId: id,
        relatedType: 'booking_request',
        scheduledFor: now,
        status: 'pending',
      });
    }),
  );
  return { token };
}
