import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSettingsSchema, publicSlotsQuerySchema } from '../../../shared/schemas/booking';
import { hitRateLimit } from '../../auth/rate-limit';
import { getBookingSettings } from '../../domain/booking/get-booking-settings';
import { getPublicBookingPage } from '../../domain/booking/get-public-booking-page';
import { listPublicSlots } from '../../domain/booking/list-public-slots';
import { saveBookingSettings } from '../../domain/booking/save-booking-settings';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

const slugParams = z.object({ slug: z.string().max(64) });

/** The artist's own settings of the booking page (signed in). */
export function bookingSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/booking/settings', (request) => getBookingSettings(ctx.db, request.actor));
  r.put('/api/booking/settings', { schema: { body: bookingSettingsSchema } }, (request) =>
    saveBookingSettings(ctx.db, request.actor, request.body),
  );
}

/**
 * `/agendar/{slug}`'s API, signed out: the page header and free slots, nothing of anyone else.
 * Limited per IP (a page is a few requests; a scraper walking addresses is not).
 */
export function publicBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Registered in its own plugin: this hook guards these routes only.
  r.addHook('onRequest', async (request, reply) => {
    const limit = { max: Math.ceil(60 * ctx.rateLimitScale), windowSeconds: 60 };
    if (!(await hitRateLimit(ctx.db, `ip:public-booking:${request.ip}`, limit)))
      return reply.status(429).send(errorBody('RATE_LIMITED'));
  });
  r.get('/api/public/booking/:slug', { schema: { params: slugParams } }, (request) =>
    getPublicBookingPage(ctx.db, request.params.slug),
  );
  r.get(
    '/api/public/booking/:slug/slots',
    { schema: { params: slugParams, querystring: publicSlotsQuerySchema } },
    (request) => listPublicSlots(ctx.db, request.params.slug, request.query, ctx.clock),
  );
}
