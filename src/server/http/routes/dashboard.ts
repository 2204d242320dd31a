import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyScopeQuerySchema } from '../../../shared/schemas/report';
import { getDashboard } from '../../domain/dashboard/get-dashboard';
import type { AppContext } from '../context';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/dashboard', { schema: { querystring: moneyScopeQuerySchema } }, (request) =>
    getDashboard(ctx.db, request.actor, ctx.clock, request.query),
  );
}
