import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientListQuerySchema } from '../../../shared/schemas/client';
import {
  inkLotInputSchema,
  inkLotPatchSchema,
  lotSearchQuerySchema,
  sessionRecordInputSchema,
} from '../../../shared/schemas/session-record';
import { createInkLot } from '../../domain/records/create-ink-lot';
import { findLotRecipients } from '../../domain/records/find-lot-recipients';
import { getSessionRecord } from '../../domain/records/get-session-record';
import { getSessionRecordDraft } from '../../domain/records/get-session-record-draft';
import { listInkLots } from '../../domain/records/list-ink-lots';
import { artistClientRecordPdf, listArtistClients } from '../../domain/records/read-artist-records';
import { clientRecordPdf, type RecordPdf, sessionRecordPdf } from '../../domain/records/record-pdfs';
import { saveSessionRecord } from '../../domain/records/save-session-record';
import { updateInkLot } from '../../domain/records/update-ink-lot';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** A record's PDF as a download, streamed as it is drawn: health data, so never kept by a cache. */
const sendPdf = (reply: FastifyReply, pdf: RecordPdf) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf.stream);

/** The ink inventory, the lot search, each appointment's ficha técnica and the records' PDFs (signed in). */
export function recordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/clients/:id/record.pdf', { schema: { params: idParams } }, async (request, reply) =>
    sendPdf(reply, await clientRecordPdf(ctx.db, request.actor, request.params.id, ctx.clock)),
  );
  // The studio owner, when the studio allows it: an artist's clients and their records.
  const memberParams = z.object({ memberId: z.string().max(64) });
  r.get(
    '/api/team/members/:memberId/clients',
    { schema: { params: memberParams, querystring: clientListQuerySchema } },
    (request) => listArtistClients(ctx.db, request.actor, request.params.memberId, request.query, ctx.clock),
  );
  r.get(
    '/api/team/members/:memberId/clients/:id/record.pdf',
    { schema: { params: memberParams.extend(idParams.shape) } },
    async (request, reply) =>
      sendPdf(
        reply,
        await artistClientRecordPdf(
          ctx.db,
          request.actor,
          request.params.memberId,
          request.params.id,
          ctx.clock,
        ),
      ),
  );
  r.get('/api/appointments/:id/record.pdf', { schema: { params: idParams } }, async (request, reply) =>
    sendPdf(reply, await sessionRecordPdf(ctx.db, request.actor, request.params.id, ctx.clock)),
  );
  r.get(
    '/api/inks',
    { schema: { querystring: z.object({ archived: z.enum(['true', 'false']).optional() }) } },
    (request) => listInkLots(ctx.db, request.actor, { archived: request.query.archived === 'true' }),
  );
  r.post('/api/inks', { schema: { body: inkLotInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createInkLot(ctx.db, request.actor, request.body)),
  );
  r.patch('/api/inks/:id', { schema: { params: idParams, body: inkLotPatchSchema } }, (request) =>
    updateInkLot(ctx.db, request.actor, request.params.id, request.body),
  );
  r.get('/api/inks/recipients', { schema: { querystring: lotSearchQuerySchema } }, (request) =>
    findLotRecipients(ctx.db, request.actor, request.query),
  );
  r.get('/api/appointments/:id/session-record', { schema: { params: idParams } }, (request) =>
    getSessionRecord(ctx.db, request.actor, request.params.id),
  );
  r.get('/api/appointments/:id/session-record/draft', { schema: { params: idParams } }, (request) =>
    getSessionRecordDraft(ctx.db, request.actor, request.params.id),
  );
  r.put(
    '/api/appointments/:id/session-record',
    { schema: { params: idParams, body: sessionRecordInputSchema } },
    (request) => saveSessionRecord(ctx.db, request.actor, request.params.id, request.body),
  );
}
