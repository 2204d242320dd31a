import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { connectPixApiSchema, pixApiForStudioSchema } from '../../../shared/schemas/pix-api';
import { connectPixApi } from '../../domain/pix-api/connect-pix-api';
import { disconnectPixApi } from '../../domain/pix-api/disconnect-pix-api';
import { getPixApiConnection } from '../../domain/pix-api/get-pix-api-connection';
import { offerPixApiToStudio } from '../../domain/pix-api/offer-pix-api-to-studio';
import { testPixApiConnection } from '../../domain/pix-api/test-pix-api-connection';
import type { AppContext } from '../context';
import { pixApiDepsOf } from '../pix-api-deps';

/** The artist's bank connection, 'Conectar API Pix' (signed in; issue 28). */
export function pixApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = pixApiDepsOf(ctx);
  r.get('/api/pix-api', (request) => getPixApiConnection(ctx.db, request.actor));
  r.put('/api/pix-api', { schema: { body: connectPixApiSchema } }, (request) =>
    connectPixApi(ctx.db, request.actor, request.body, deps),
  );
  r.put('/api/pix-api/studio', { schema: { body: pixApiForStudioSchema } }, (request) =>
    offerPixApiToStudio(ctx.db, request.actor, request.body),
  );
  r.post('/api/pix-api/test', (request) => testPixApiConnection(ctx.db, request.actor, deps));
  r.delete('/api/pix-api', async (request, reply) => {
    await disconnectPixApi(ctx.db, request.actor, deps);
    return reply.status(204).send();
  });
}
