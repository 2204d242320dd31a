import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markSettlementPaidSchema,
  settlementQuerySchema,
  settlementStatementQuerySchema,
} from '../../../shared/schemas/settlement';
import { exportSettlementCsv } from '../../domain/settlements/export-settlement-csv';
import { getSettlements } from '../../domain/settlements/get-settlements';
import { markSettlementPaid } from '../../domain/settlements/mark-settlement-paid';
import { settlementStatementPdf } from '../../domain/settlements/settlement-statement-pdf';
import { undoSettlement } from '../../domain/settlements/undo-settlement';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** Repasse: a studio's settlements with its artists (decision 0017). */
export function settlementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/studio/settlements', { schema: { querystring: settlementQuerySchema } }, (request) =>
    getSettlements(ctx.db, request.actor, request.query, ctx.clock),
  );
  r.post('/api/studio/settlements', { schema: { body: markSettlementPaidSchema } }, async (request, reply) =>
    reply.status(201).send(await markSettlementPaid(ctx.db, request.actor, request.body, ctx.clock)),
  );
  r.delete('/api/studio/settlements/:id', { schema: { params: idParams } }, async (request, reply) => {
    await undoSettlement(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.get(
    '/api/studio/settlements/statement.csv',
    { schema: { querystring: settlementStatementQuerySchema } },
    async (request, reply) => {
      const { filename, csv } = await exportSettlementCsv(ctx.db, request.actor, request.query, ctx.clock);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  r.get(
    '/api/studio/settlements/statement.pdf',
    { schema: { querystring: settlementStatementQuerySchema } },
    async (request, reply) => {
      const { fileName, stream } = await settlementStatementPdf(
        ctx.db,
        request.actor,
        request.query,
        ctx.clock,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
