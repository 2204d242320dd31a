import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceLimit } from '../../domain/limits/take-limit';
import { receivePixNotification } from '../../domain/pix-api/receive-pix-notification';
import type { AppContext } from '../context';
import { pixApiDepsOf } from '../pix-api-deps';

const params = z.object({ token: z.string().max(64) });

/**
 * Where the artist's bank calls when a Pix arrives (API Pix webhook: the registered address plus
 * `/pix`). No session: the token in the path finds the connection, and nothing in the body is
 * believed — the charge is read back from the bank. Rate-limited per sender.
 */
export function pixWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = pixApiDepsOf(ctx);
  r.post(
    '/api/pix/webhook/:token/pix',
    { schema: { params }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      await enforceLimit(ctx.db, 'pixWebhookPerAddress', ctx.rateLimitScale, request.ip);
      await receivePixNotification(ctx.db, request.params.token, request.body, deps);
      return reply.status(200).send();
    },
  );
}
