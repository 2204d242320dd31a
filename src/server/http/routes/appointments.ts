import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentInputSchema,
  appointmentRangeSchema,
  checkInSchema,
  depositSchema,
  finalizeSchema,
  refundDepositSchema,
} from '../../../shared/schemas/appointment';
import { cancelFinalization } from '../../domain/appointments/cancel-finalization';
import { checkInAppointment } from '../../domain/appointments/check-in-appointment';
import { createAppointment } from '../../domain/appointments/create-appointment';
import { deleteAppointment } from '../../domain/appointments/delete-appointment';
import { finalizeAppointment } from '../../domain/appointments/finalize-appointment';
import { getAppointment } from '../../domain/appointments/get-appointment';
import { listAppointments } from '../../domain/appointments/list-appointments';
import { listFinishedAppointments } from '../../domain/appointments/list-finished-appointments';
import { markDepositReceived } from '../../domain/appointments/mark-deposit-received';
import { recordDeposit } from '../../domain/appointments/record-deposit';
import { refundDeposit } from '../../domain/appointments/refund-deposit';
import { setAppointmentCancelled } from '../../domain/appointments/set-appointment-cancelled';
import { updateAppointment } from '../../domain/appointments/update-appointment';
import type { AppContext } from '../context';
import { pixApiDepsOf } from '../pix-api-deps';
import { idParams } from './id-params';

export function appointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.get('/api/appointments', { schema: { querystring: appointmentRangeSchema } }, (request) =>
    listAppointments(ctx.db, request.actor, request.query),
  );
  r.get(
    '/api/appointments/finished',
    { schema: { querystring: z.object({ q: z.string().max(100).optional() }) } },
    (request) => listFinishedAppointments(ctx.db, request.actor, request.query),
  );
  r.get('/api/appointments/:id', { schema: byId }, (request) =>
    getAppointment(ctx.db, request.actor, request.params.id),
  );
  r.post('/api/appointments', { schema: { body: appointmentInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createAppointment(ctx.db, request.actor, request.body, ctx.effects)),
  );
  r.put('/api/appointments/:id', { schema: { ...byId, body: appointmentInputSchema } }, (request) =>
    updateAppointment(ctx.db, request.actor, request.params.id, request.body, ctx.effects),
  );
  r.delete('/api/appointments/:id', { schema: byId }, async (request, reply) => {
    await deleteAppointment(ctx.db, request.actor, request.params.id, ctx.effects);
    return reply.status(204).send();
  });
  r.post('/api/appointments/:id/check-in', { schema: { ...byId, body: checkInSchema } }, (request) =>
    checkInAppointment(ctx.db, request.actor, request.params.id, request.body),
  );
  r.post('/api/appointments/:id/finalize', { schema: { ...byId, body: finalizeSchema } }, (request) =>
    finalizeAppointment(ctx.db, request.actor, request.params.id, request.body, ctx.effects),
  );
  r.post('/api/appointments/:id/deposit', { schema: { ...byId, body: depositSchema } }, (request) =>
    recordDeposit(ctx.db, request.actor, request.params.id, request.body, ctx.effects),
  );
  r.post('/api/appointments/:id/deposit/received', { schema: byId }, (request) =>
    markDepositReceived(ctx.db, request.actor, request.params.id, ctx.effects),
  );
  r.post(
    '/api/appointments/:id/deposit/refund',
    { schema: { ...byId, body: refundDepositSchema } },
    (request) =>
      refundDeposit(ctx.db, request.actor, request.params.id, request.body, ctx.effects, pixApiDepsOf(ctx)),
  );
  r.post('/api/appointments/:id/cancel-finalization', { schema: byId }, (request) =>
    cancelFinalization(ctx.db, request.actor, request.params.id, ctx.effects),
  );
  r.post('/api/appointments/:id/cancel', { schema: byId }, (request) =>
    setAppointmentCancelled(ctx.db, request.actor, request.params.id, true, ctx.effects),
  );
  // 'Cliente faltou': cancelled as a no-show, once the session's time has come (issue 28).
  r.post('/api/appointments/:id/no-show', { schema: byId }, (request) =>
    setAppointmentCancelled(ctx.db, request.actor, request.params.id, true, ctx.effects, { noShow: true }),
  );
  r.post('/api/appointments/:id/reopen', { schema: byId }, (request) =>
    setAppointmentCancelled(ctx.db, request.actor, request.params.id, false, ctx.effects),
  );
}
