import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyScopeQuerySchema } from '../../../shared/schemas/report';
import { getReport } from '../../domain/reports/get-report';
import type { AppContext } from '../context';

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/reports', { schema: { querystring: moneyScopeQuerySchema } }, (request) =>
    getReport(ctx.db, request.actor, ctx.clock, request.query),
  );
}
