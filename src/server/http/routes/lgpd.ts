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
  // Everything held about the client as one zip, streamed as it is written; never kept by a cache.
  r.get('/api/clients/:id/export.zip', { schema: { params: idParams } }, async (request, reply) => {
    const zip = await exportClientData(ctx.db, request.actor, request.params.id, ctx.clock);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zip.fileName}"`)
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });
  r.post('/api/clients/:id/erase', { schema: { params: idParams } }, (request) =>
    eraseClientData(ctx.db, request.actor, request.params.id, { clock: ctx.clock, secret: ctx.secret }),
  );
  r.post('/api/clients/:id/health-consent/withdraw', { schema: { params: idParams } }, (request) =>
    withdrawHealthConsent(ctx.db, request.actor, request.params.id, ctx.clock),
  );
}
