import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPeriodSchema } from '../../../shared/schemas/export';
import { exportExpensesCsv } from '../../domain/exports/export-expenses-csv';
import { exportPaymentsCsv } from '../../domain/exports/export-payments-csv';
import type { AppContext } from '../context';

export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exports = { pagamentos: exportPaymentsCsv, despesas: exportExpensesCsv } as const;
  for (const [name, run] of Object.entries(exports)) {
    r.get(
      `/api/exports/${name}.csv`,
      { schema: { querystring: exportPeriodSchema } },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = await run(ctx.db, request.actor, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${from}-a-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  }
}
