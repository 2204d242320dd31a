import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageMarksSchema, messageTemplatesInputSchema } from '../../../shared/schemas/message-templates';
import { listTodayMessages } from '../../domain/messages/list-today-messages';
import { markMessages } from '../../domain/messages/mark-messages';
import { getMessageTemplates, saveMessageTemplates } from '../../domain/messages/message-templates';
import type { AppContext } from '../context';

/** 'Mensagens de hoje' and the templates behind them (signed in). */
export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/messages/today', (request) => listTodayMessages(ctx.db, request.actor, ctx.clock));
  r.post('/api/messages/marks', { schema: { body: messageMarksSchema } }, (request) =>
    markMessages(ctx.db, request.actor, request.body),
  );
  r.get('/api/message-templates', (request) => getMessageTemplates(ctx.db, request.actor));
  r.put('/api/message-templates', { schema: { body: messageTemplatesInputSchema } }, (request) =>
    saveMessageTemplates(ctx.db, request.actor, request.body),
  );
}
