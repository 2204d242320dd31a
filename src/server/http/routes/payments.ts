import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentInputSchema, paymentListQuerySchema } from '../../../shared/schemas/payment';
import { createPayment } from '../../domain/payments/create-payment';
import { deletePayment } from '../../domain/payments/delete-payment';
import { listPayments } from '../../domain/payments/list-payments';
import { updatePayment } from '../../domain/payments/update-payment';
import type { AppContext } from '../context';
import { idParams } from './id-params';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/payments', { schema: { querystring: paymentListQuerySchema } }, (request) =>
    listPayments(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.post('/api/payments', { schema: { body: paymentInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createPayment(ctx.db, request.actor, request.body)),
  );
  r.put('/api/payments/:id', { schema: { params: idParams, body: paymentInputSchema } }, (request) =>
    updatePayment(ctx.db, request.actor, request.params.id, request.body),
  );
  r.delete('/api/payments/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deletePayment(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
}
