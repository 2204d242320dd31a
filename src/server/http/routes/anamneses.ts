import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anamnesisInputSchema } from '../../../shared/schemas/anamnesis';
import { appointmentRangeSchema } from '../../../shared/schemas/appointment';
import { getAnamnesisLinkForm, submitAnamnesisLink } from '../../domain/anamnesis/anamnesis-link';
import { createAnamnesisLink } from '../../domain/anamnesis/create-anamnesis-link';
import { fillAnamnesis } from '../../domain/anamnesis/fill-anamnesis';
import { listAnamneses } from '../../domain/anamnesis/list-anamneses';
import { listHealthAlerts } from '../../domain/anamnesis/list-health-alerts';
import { takeLimit } from '../../domain/limits/take-limit';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';
import { idParams } from './id-params';

/** A client's health questionnaires, for the artist whose client it is (signed in). */
export function anamnesisRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/clients/:id/anamneses', { schema: { params: idParams } }, (request) =>
    listAnamneses(ctx.db, request.actor, request.params.id),
  );
  r.post(
    '/api/clients/:id/anamneses',
    { schema: { params: idParams, body: anamnesisInputSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await fillAnamnesis(ctx.db, request.actor, request.params.id, request.body, ctx.clock)),
  );
  r.post('/api/clients/:id/anamnesis-link', { schema: { params: idParams } }, async (request, reply) =>
    reply.status(201).send(await createAnamnesisLink(ctx.db, request.actor, request.params.id, ctx.clock)),
  );
  // The alerts of the clients on the artist's agenda between two days (the day list, the ficha, Finalizar).
  r.get('/api/health-alerts', { schema: { querystring: appointmentRangeSchema } }, (request) =>
    listHealthAlerts(ctx.db, request.actor, request.query),
  );
}

const tokenParams = z.object({ token: z.string().max(64) });

/** `/anamnese/{token}`'s API, signed out, limited per IP. */
export function publicAnamnesisRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (request, reply) => {
    if (!(await takeLimit(ctx.db, 'anamnesisLinkPerAddress', ctx.rateLimitScale, request.ip)))
      return reply.status(429).send(errorBody('RATE_LIMITED'));
  });
  r.get('/api/public/anamnese/:token', { schema: { params: tokenParams } }, (request) =>
    getAnamnesisLinkForm(ctx.db, request.params.token, ctx.clock),
  );
  r.post(
    '/api/public/anamnese/:token',
    { schema: { params: tokenParams, body: anamnesisInputSchema } },
    async (request, reply) => {
      await submitAnamnesisLink(ctx.db, request.params.token, request.body, ctx.clock);
      return reply.status(204).send();
    },
  );
}
