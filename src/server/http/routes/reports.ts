import type { FastifyInstance } from 'fastify';
import { getReport } from '../../domain/reports/get-report';
import type { AppContext } from '../context';

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/reports', (request) => getReport(ctx.db, request.actor, ctx.clock));
}
