import { randomBytes, randomUUID } from 'node:crypto';
import { policyMessages } from '../../../shared/cancellation-policy';
import { formatDuration } from '../../../shared/duration';
import { bookingMessages } from '../../../shared/schemas/booking';
import {
  type BookingRequestCreated,
  bookingRequestSchema,
  describeWindow,
  formatPhone,
  MAX_REQUEST_IMAGES,
  requestMessages,
  waitlistRequestSchema,
} from '../../../shared/schemas/booking-request';
import { addDays, type Clock, formatDayBR, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages, bookingRequests, notifications } from '../../db/schema';
import { DomainError, failAs } from '../errors';
import { takeLimit } from '../limits/take-limit';
import { admitBookingSender, storedSenderKey } from './admit-booking-sender';
import { findPolicy } from './booking-queries';
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
 * transaction. Nothing is held: the slot stays free until the artist accepts. A page with a
 * cancellation policy takes only a request that accepted its current version (kept with it). With
 * `wait` instead of slots the client joins the waitlist (status 'espera', issue 28): offered the
 * slots that free up in their window.
 */
export async function createBookingRequest(
  db: DbOrTx,
  slug: string,
  /** `sender`: the address's rate-limit key (auth/client-limit-key.ts). */
  input: { data: unknown; images: Buffer[]; sender: string },
  deps: RequestDeps,
): Promise<BookingRequestCreated> {
  const waiting = typeof input.data === 'object' && input.data !== null && 'wait' in input.data;
  const form = waiting ? waitlistRequestSchema.parse(input.data) : bookingRequestSchema.parse(input.data);
  if (input.images.length > MAX_REQUEST_IMAGES)
    throw new DomainError('VALIDATION', { images: requestMessages.imagesTooMany });
  const page = await findOpenBookingPage(db, slug);
  // A bot filled the hidden field: it is told what a person would be told, and nothing is kept.
  if (form.website) return { token: randomBytes(32).toString('base64url') };
  if (!page.sessionLengths.includes(form.length))
    throw new DomainError('VALIDATION', { length: bookingMessages.lengthsRequired });

  const policy = await findPolicy(db, page.policyId);
  if (policy && form.policyVersion !== policy.version)
    throw new DomainError('VALIDATION', {
      policy: form.policyVersion ? policyMessages.changed : policyMessages.mustAccept,
    });

  const now = deps.clock();
  let starts: number[] = [];
  let wish: string;
  if ('wait' in form) {
    const first = today(() => now);
    if (form.wait.from < first || form.wait.to > addDays(first, page.horizonDays))
      throw new DomainError('VALIDATION', { wait: requestMessages.waitOutside });
    wish = `entrou na lista de espera: ${describeWindow(form.wait)} (${formatDuration(form.length)}).`;
  } else {
    const open = await openSlotsOf(db, page, form.length, now);
    const chosen = form.slots.map((s) => open.find((o) => o.day === s.day && o.time === s.time));
    if (chosen.some((s) => !s)) throw new DomainError('VALIDATION', { slots: requestMessages.slotGone });
    starts = [...new Set(chosen.map((s) => s!.start))].sort((a, b) => a - b);
    const slot = chosen.find((s) => s!.start === starts[0])!;
    wish = `pediu ${formatDayBR(slot.day)} às ${slot.time} (${formatDuration(form.length)}).`;
  }

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
        policyId: policy ? page.policyId : null,
        ...('wait' in form
          ? {
              status: 'espera' as const,
              waitFrom: form.wait.from,
              waitTo: form.wait.to,
              waitPeriods: form.wait.periods,
            }
          : {}),
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
      await tx.insert(notifications).values({
        userId: page.userId,
        type: 'booking_request',
        title: 'wait' in form ? 'Novo cliente na lista de espera' : 'Novo pedido de agendamento',
        // Name and wished time only: what the client wrote stays in the inbox.
        message: `${form.name} ${wish}`,
        relatedId: id,
        relatedType: 'booking_request',
        scheduledFor: now,
        status: 'pending',
      });
    }),
  );
  return { token };
}
