import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - started) };
    } catch {
      return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
    }
  });
}
