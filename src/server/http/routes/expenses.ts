import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expenseInputSchema, expenseListQuerySchema } from '../../../shared/schemas/expense';
import { createExpense } from '../../domain/expenses/create-expense';
import { deleteExpense } from '../../domain/expenses/delete-expense';
import { listExpenses } from '../../domain/expenses/list-expenses';
import { updateExpense } from '../../domain/expenses/update-expense';
import type { AppContext } from '../context';
import { idParams } from './id-params';

export function expenseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/expenses', { schema: { querystring: expenseListQuerySchema } }, (request) =>
    listExpenses(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.post('/api/expenses', { schema: { body: expenseInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createExpense(ctx.db, request.actor, request.body)),
  );
  r.put('/api/expenses/:id', { schema: { params: idParams, body: expenseInputSchema } }, (request) =>
    updateExpense(ctx.db, request.actor, request.params.id, request.body),
  );
  r.delete('/api/expenses/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteExpense(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
}
