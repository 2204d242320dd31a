import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taskInputSchema, taskListQuerySchema, taskStatusInputSchema } from '../../../shared/schemas/task';
import { createTask } from '../../domain/tasks/create-task';
import { deleteTask } from '../../domain/tasks/delete-task';
import { listTasks } from '../../domain/tasks/list-tasks';
import { moveTask } from '../../domain/tasks/move-task';
import { updateTask } from '../../domain/tasks/update-task';
import type { AppContext } from '../context';
import { idParams } from './id-params';

export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/tasks', { schema: { querystring: taskListQuerySchema } }, (request) =>
    listTasks(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.post('/api/tasks', { schema: { body: taskInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createTask(ctx.db, request.actor, request.body, ctx.effects)),
  );
  r.put('/api/tasks/:id', { schema: { params: idParams, body: taskInputSchema } }, (request) =>
    updateTask(ctx.db, request.actor, request.params.id, request.body, ctx.effects),
  );
  r.post('/api/tasks/:id/status', { schema: { params: idParams, body: taskStatusInputSchema } }, (request) =>
    moveTask(ctx.db, request.actor, request.params.id, request.body, ctx.effects),
  );
  r.delete('/api/tasks/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteTask(ctx.db, request.actor, request.params.id, ctx.effects);
    return reply.status(204).send();
  });
}
