import { randomBytes, randomUUID } from 'node:crypto';
import { formatDuration } from '../../../shared/duration';
import { bookingMessages } from '../../../shared/schemas/booking';
import {
  type BookingRequestCreated,
  bookingRequestSchema,
  formatPhone,
  MAX_REQUEST_IMAGES,
  requestMessages,
} from '../../../shared/schemas/booking-request';
import { type Clock, formatDayBR } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages, bookingRequests, notifications } from '../../db/schema';
import { DomainError, failAs } from '../errors';
import { takeLimit } from '../limits/take-limit';
import { admitBookingSender, storedSenderKey } from './admit-booking-sender';
import { findOpenBookingPage } from './get-public-booking-page';
import { keepRequestImages } from './keep-request-images';
import { openSlotsOf } from './list-public-slots';
import { hashRequestToken, requestToken } from './request-token';

export interface RequestDeps {
  clock: Clock;
  secret: string;
  /** Multiplies the per-phone limit and the waiting caps (the browser suite sends many requests). */
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
  /** `sender`: the address's rate-limit key (auth/client-limit-key.ts). */
  input: { data: unknown; images: Buffer[]; sender: string },
  deps: RequestDeps,
): Promise<BookingRequestCreated> {
  const form = bookingRequestSchema.parse(input.data);
  if (input.images.length > MAX_REQUEST_IMAGES)
    throw new DomainError('VALIDATION', { images: requestMessages.imagesTooMany });
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

  // Spent or not, the phone's budget only refuses the sender who spent it (admitBookingSender):
  // a number is not proof of who sends, so another sender typing it is filed in Spam instead.
  const phoneBudgetLeft = await takeLimit(
    db,
    'bookingRequestPerPhone',
    deps.rateLimitScale,
    deps.secret,
    page.userId,
    form.phone,
  );
  // No page-wide cap: it let a stranger close any page for a day (issue 24 item 3). The sender's
  // unanswered requests are capped instead, and past a page's normal volume repeat senders go to Spam.
  const sender = { key: storedSenderKey(deps.secret, input.sender), phone: formatPhone(form.phone) };
  // Redrawn here, before the transaction (CPU work holds no connection) and after every cheap
  // refusal (a closed page, a bot, a spent budget never costs a decode): no metadata is ever stored.
  const images = await keepRequestImages(input.images);

  const id = randomUUID();
  const token = requestToken(deps.secret, id);
  await failAs('BOOKING_REQUEST_FAILED', () =>
    db.transaction(async (tx) => {
      const { spam } = await admitBookingSender(
        tx,
        page.userId,
        sender,
        deps.rateLimitScale,
        !phoneBudgetLeft,
      );
      await tx.insert(bookingRequests).values({
        id,
        userId: page.userId,
        tokenHash: hashRequestToken(token),
        senderKey: sender.key,
        spam,
        clientName: form.name,
        phone: sender.phone,
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
            reencoded: true,
          })),
        );
      // Spam waits in its folder quietly: a flood must not ring the artist's phone either.
      if (spam) return;
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
