import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientInputSchema,
  clientListQuerySchema,
  studioClientSearchSchema,
} from '../../../shared/schemas/client';
import { createClient } from '../../domain/clients/create-client';
import { deleteClient } from '../../domain/clients/delete-client';
import { getClientDetail } from '../../domain/clients/get-client-detail';
import { listClients } from '../../domain/clients/list-clients';
import { searchStudioClients } from '../../domain/clients/search-studio-clients';
import { updateClient } from '../../domain/clients/update-client';
import type { AppContext } from '../context';
import { idParams } from './id-params';

export function clientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/clients', { schema: { querystring: clientListQuerySchema } }, (request) =>
    listClients(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.get('/api/studio/clients', { schema: { querystring: studioClientSearchSchema } }, (request) =>
    searchStudioClients(ctx.db, request.actor, request.query),
  );
  r.get('/api/clients/:id', { schema: { params: idParams } }, (request) =>
    getClientDetail(ctx.db, request.actor, request.params.id, ctx.clock),
  );
  r.post('/api/clients', { schema: { body: clientInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createClient(ctx.db, request.actor, request.body, ctx.clock)),
  );
  r.put('/api/clients/:id', { schema: { params: idParams, body: clientInputSchema } }, (request) =>
    updateClient(ctx.db, request.actor, request.params.id, request.body, ctx.clock),
  );
  r.delete('/api/clients/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteClient(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
}
