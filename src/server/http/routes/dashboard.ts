import type { FastifyInstance } from 'fastify';
import { getDashboard } from '../../domain/dashboard/get-dashboard';
import type { AppContext } from '../context';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard', (request) => getDashboard(ctx.db, request.actor, ctx.clock));
}
