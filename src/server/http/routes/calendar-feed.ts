import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedPatchSchema } from '../../../shared/schemas/calendar-feed';
import { type FeedContext, getCalendarFeed } from '../../domain/calendar-feed/get-calendar-feed';
import { renderCalendarFeed } from '../../domain/calendar-feed/render-calendar-feed';
import { rotateCalendarFeed } from '../../domain/calendar-feed/rotate-calendar-feed';
import { setFeedMoney } from '../../domain/calendar-feed/set-feed-money';
import { takeLimit } from '../../domain/limits/take-limit';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

const feedContext = (ctx: AppContext): FeedContext => ({ secret: ctx.secret });

/** The artist's calendar link: shown, created or replaced, values in or out (signed in). */
export function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/calendar-feed', (request) => getCalendarFeed(ctx.db, request.actor, feedContext(ctx)));
  r.post('/api/calendar-feed', (request) => rotateCalendarFeed(ctx.db, request.actor, feedContext(ctx)));
  r.patch('/api/calendar-feed', { schema: { body: calendarFeedPatchSchema } }, (request) =>
    setFeedMoney(ctx.db, request.actor, request.body, feedContext(ctx)),
  );
}

const fileParams = z.object({ file: z.string().max(80) });

/** `/cal/{token}.ics`: what subscribed calendars poll, signed out, limited per IP. */
export function publicCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/cal/:file', { schema: { params: fileParams } }, async (request, reply) => {
    if (!(await takeLimit(ctx.db, 'calendarFeedPerAddress', ctx.rateLimitScale, request.ip)))
      return reply.status(429).send(errorBody('RATE_LIMITED'));
    const body = await renderCalendarFeed(ctx.db, request.params.file.replace(/\.ics$/, ''), ctx.clock);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="tinta.ics"')
      .send(body);
  });
}
