import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { otherIncomeInputSchema, otherIncomeListQuerySchema } from '../../../shared/schemas/other-income';
import { deleteOtherIncome } from '../../domain/other-incomes/delete-other-income';
import { listOtherIncomes } from '../../domain/other-incomes/list-other-incomes';
import { saveOtherIncome } from '../../domain/other-incomes/save-other-income';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** 'Outras receitas' (issue 29): income not tied to a session, the signed-in user's own. */
export function otherIncomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/other-incomes', { schema: { querystring: otherIncomeListQuerySchema } }, (request) =>
    listOtherIncomes(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.post('/api/other-incomes', { schema: { body: otherIncomeInputSchema } }, async (request, reply) =>
    reply.status(201).send(await saveOtherIncome(ctx.db, request.actor, request.body, ctx.clock)),
  );
  r.put('/api/other-incomes/:id', { schema: { params: idParams, body: otherIncomeInputSchema } }, (request) =>
    saveOtherIncome(ctx.db, request.actor, request.body, ctx.clock, request.params.id),
  );
  r.delete('/api/other-incomes/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteOtherIncome(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
}
