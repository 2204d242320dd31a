import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSettingsSchema, publicSlotsQuerySchema } from '../../../shared/schemas/booking';
import {
  acceptRequestSchema,
  cancelSessionSchema,
  declineRequestSchema,
  MAX_REQUEST_IMAGE_BYTES,
  MAX_REQUEST_IMAGES,
  proposeRequestSchema,
  requestListQuerySchema,
  slotChoiceSchema,
} from '../../../shared/schemas/booking-request';
import { clientLimitKey } from '../../auth/client-limit-key';
import { acceptBookingRequest } from '../../domain/booking/accept-booking-request';
import { cancelBookedSession } from '../../domain/booking/cancel-booked-session';
import { claimDepositSent } from '../../domain/booking/claim-deposit-sent';
import { createBookingRequest } from '../../domain/booking/create-booking-request';
import { declineBookingRequest } from '../../domain/booking/decline-booking-request';
import { deleteBookingRequest } from '../../domain/booking/delete-booking-request';
import { getBookingSettings } from '../../domain/booking/get-booking-settings';
import { getDepositReceipt } from '../../domain/booking/get-deposit-receipt';
import { getPublicBookingPage } from '../../domain/booking/get-public-booking-page';
import { getPublicRequestStatus } from '../../domain/booking/get-public-request-status';
import { getRequestImage } from '../../domain/booking/get-request-image';
import { getRequestPix } from '../../domain/booking/get-request-pix';
import { getSessionCalendar } from '../../domain/booking/get-session-calendar';
import { listBookingRequests } from '../../domain/booking/list-booking-requests';
import { listPublicSlots } from '../../domain/booking/list-public-slots';
import { markRequestNotSpam } from '../../domain/booking/mark-request-not-spam';
import { proposeBookingTime } from '../../domain/booking/propose-booking-time';
import { listRescheduleSlots, rescheduleBookedSession } from '../../domain/booking/reschedule-booked-session';
import { saveBookingSettings } from '../../domain/booking/save-booking-settings';
import { takeWaitlistOffer } from '../../domain/booking/take-waitlist-offer';
import { takeLimit } from '../../domain/limits/take-limit';
import { createPendingCharges } from '../../domain/pix-api/create-pending-charges';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';
import { pixApiDepsOf } from '../pix-api-deps';
import { idParams } from './id-params';
import { MAX_REQUEST_BODY, readRequestForm } from './read-request-form';

const slugParams = z.object({ slug: z.string().max(64) });

const imageParams = z.object({ id: z.string().max(64), imageId: z.string().max(64) });
const statusParams = z.object({ slug: z.string().max(64), token: z.string().max(64) });
const offerParams = statusParams.extend({ offerId: z.string().max(64) });

/** The artist's own booking page: settings and the requests inbox (signed in). */
export function bookingSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/booking/settings', (request) => getBookingSettings(ctx.db, request.actor));
  r.put('/api/booking/settings', { schema: { body: bookingSettingsSchema } }, (request) =>
    saveBookingSettings(ctx.db, request.actor, request.body),
  );
  r.get('/api/booking/requests', { schema: { querystring: requestListQuerySchema } }, (request) =>
    listBookingRequests(ctx.db, request.actor, request.query, ctx.secret, ctx.clock),
  );
  r.post(
    '/api/booking/requests/:id/accept',
    { schema: { params: idParams, body: acceptRequestSchema } },
    async (request) => {
      const accepted = await acceptBookingRequest(
        ctx.db,
        request.actor,
        request.params.id,
        request.body,
        ctx.effects,
      );
      makeChargeNow(ctx, request, accepted.chargeTxid);
      return { appointmentId: accepted.appointmentId };
    },
  );
  r.post(
    '/api/booking/requests/:id/propose',
    { schema: { params: idParams, body: proposeRequestSchema } },
    async (request, reply) => {
      await proposeBookingTime(ctx.db, request.actor, request.params.id, request.body, ctx.clock);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/booking/requests/:id/decline',
    { schema: { params: idParams, body: declineRequestSchema } },
    async (request, reply) => {
      await declineBookingRequest(ctx.db, request.actor, request.params.id, request.body, ctx.clock);
      return reply.status(204).send();
    },
  );
  r.post('/api/booking/requests/:id/not-spam', { schema: { params: idParams } }, async (request, reply) => {
    await markRequestNotSpam(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.delete('/api/booking/requests/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteBookingRequest(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.get('/api/booking/requests/:id/pix', { schema: { params: idParams } }, (request) =>
    getRequestPix(ctx.db, request.actor, request.params.id),
  );
  r.get(
    '/api/booking/requests/:id/images/:imageId',
    { schema: { params: imageParams } },
    async (request, reply) => {
      const image = await getRequestImage(ctx.db, request.actor, request.params.id, request.params.imageId);
      return sendCheckedImage(reply, image);
    },
  );
  r.get('/api/booking/requests/:id/receipt', { schema: { params: idParams } }, async (request, reply) =>
    sendCheckedImage(reply, await getDepositReceipt(ctx.db, request.actor, request.params.id)),
  );
}

/** An uploaded image, sent as the type its bytes were checked to be, never sniffed again, never run as a page. */
function sendCheckedImage(reply: FastifyReply, image: { mime: string; bytes: Buffer }) {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(image.bytes);
}

/**
 * `/agendar/{slug}`'s API, signed out: the page header and free slots, nothing of anyone else.
 * Limited per IP (a page is a few requests; a scraper walking addresses is not).
 */
export async function publicBookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: {
      fields: 4,
      fieldSize: 8 * 1024,
      files: MAX_REQUEST_IMAGES,
      fileSize: MAX_REQUEST_IMAGE_BYTES,
      parts: 8,
      headerPairs: 50,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Registered in its own plugin: this hook guards these routes only.
  r.addHook('onRequest', async (request, reply) => {
    if (!(await takeLimit(ctx.db, 'publicBookingPerAddress', ctx.rateLimitScale, request.ip)))
      return reply.status(429).send(errorBody('RATE_LIMITED'));
  });
  r.get('/api/public/booking/:slug', { schema: { params: slugParams } }, (request) =>
    getPublicBookingPage(ctx.db, request.params.slug),
  );
  r.get('/api/public/booking/:slug/requests/:token', { schema: { params: statusParams } }, (request) =>
    getPublicRequestStatus(ctx.db, request.params.slug, request.params.token, ctx.clock),
  );
  // The client's own link acting on their session (issue 28): the token is the only key.
  r.get(
    '/api/public/booking/:slug/requests/:token/calendar.ics',
    { schema: { params: statusParams } },
    async (request, reply) => {
      const ics = await getSessionCalendar(ctx.db, request.params.slug, request.params.token, ctx.clock);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sessao-tatuagem.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
  r.get('/api/public/booking/:slug/requests/:token/slots', { schema: { params: statusParams } }, (request) =>
    listRescheduleSlots(ctx.db, request.params.slug, request.params.token, ctx.clock()),
  );
  r.post(
    '/api/public/booking/:slug/requests/:token/reschedule',
    { schema: { params: statusParams, body: slotChoiceSchema } },
    async (request, reply) => {
      await rescheduleBookedSession(
        ctx.db,
        request.params.slug,
        request.params.token,
        request.body,
        ctx.effects,
      );
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/public/booking/:slug/requests/:token/cancel',
    { schema: { params: statusParams, body: cancelSessionSchema } },
    async (request, reply) => {
      await cancelBookedSession(ctx.db, request.params.slug, request.params.token, request.body ?? {}, {
        effects: ctx.effects,
        bank: pixApiDepsOf(ctx),
      });
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/public/booking/:slug/requests/:token/offers/:offerId',
    { schema: { params: offerParams } },
    async (request, reply) => {
      const taken = await takeWaitlistOffer(
        ctx.db,
        request.params.slug,
        request.params.token,
        request.params.offerId,
        ctx.effects,
      );
      makeChargeNow(ctx, request, taken.chargeTxid);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/public/booking/:slug/requests/:token/paid',
    { schema: { params: statusParams }, bodyLimit: MAX_REQUEST_BODY },
    async (request, reply) => {
      const form = await readRequestForm(request);
      await claimDepositSent(ctx.db, request.params.slug, request.params.token, form, ctx.effects);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/public/booking/:slug/requests',
    { schema: { params: slugParams }, bodyLimit: MAX_REQUEST_BODY },
    async (request, reply) => {
      if (!(await takeLimit(ctx.db, 'bookingRequestPerAddress', ctx.rateLimitScale, request.ip)))
        return reply.status(429).send(errorBody('RATE_LIMITED'));
      const form = await readRequestForm(request);
      const created = await createBookingRequest(
        ctx.db,
        request.params.slug,
        { ...form, sender: clientLimitKey(request.ip) },
        {
          clock: ctx.clock,
          secret: ctx.secret,
          rateLimitScale: ctx.rateLimitScale,
        },
      );
      return reply.status(201).send(created);
    },
  );
  r.get(
    '/api/public/booking/:slug/slots',
    { schema: { params: slugParams, querystring: publicSlotsQuerySchema } },
    (request) => listPublicSlots(ctx.db, request.params.slug, request.query, ctx.clock),
  );
}

/**
 * A bank charge opened with a new hold (API Pix) is made now rather than at the job's next round;
 * a failure here is the job's to retry.
 */
function makeChargeNow(ctx: AppContext, request: FastifyRequest, txid: string | null): void {
  if (!txid) return;
  void createPendingCharges(ctx.db, pixApiDepsOf(ctx), [txid]).catch((err: Error) =>
    request.log.warn({ err: err.message }, 'pix charge not created yet'),
  );
}
