import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eraseClientData } from '../../domain/lgpd/erase-client-data';
import { exportClientData } from '../../domain/lgpd/export-client-data';
import { withdrawHealthConsent } from '../../domain/lgpd/withdraw-health-consent';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** A client's LGPD rights, exercised through their artist (signed in). */
export function lgpdRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/clients/:id/export.json', { schema: { params: idParams } }, async (request, reply) => {
    const data = await exportClientData(ctx.db, request.actor, request.params.id, ctx.clock);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="dados-cliente-${request.params.id.slice(0, 8)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(data);
  });
  r.post('/api/clients/:id/erase', { schema: { params: idParams } }, (request) =>
    eraseClientData(ctx.db, request.actor, request.params.id, { clock: ctx.clock, secret: ctx.secret }),
  );
  r.post('/api/clients/:id/health-consent/withdraw', { schema: { params: idParams } }, (request) =>
    withdrawHealthConsent(ctx.db, request.actor, request.params.id, ctx.clock),
  );
}
