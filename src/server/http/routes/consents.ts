import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consentTextInputSchema,
  MAX_SIGNATURE_CHARS,
  recordSettingsInputSchema,
  signConsentSchema,
} from '../../../shared/schemas/consent';
import { getAppointmentConsentStatus } from '../../domain/consents/get-appointment-consent-status';
import { getConsent } from '../../domain/consents/get-consent';
import { getRecordSettings } from '../../domain/consents/get-record-settings';
import { listConsents } from '../../domain/consents/list-consents';
import { saveConsentText } from '../../domain/consents/save-consent-text';
import { saveRecordSettings } from '../../domain/consents/save-record-settings';
import { signConsent } from '../../domain/consents/sign-consent';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** The consent text and record rules of the studio, and each client's signed consents (signed in). */
export function consentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/record-settings', (request) => getRecordSettings(ctx.db, request.actor));
  r.put('/api/record-settings', { schema: { body: recordSettingsInputSchema } }, (request) =>
    saveRecordSettings(ctx.db, request.actor, request.body),
  );
  r.post('/api/consent-texts', { schema: { body: consentTextInputSchema } }, async (request, reply) =>
    reply.status(201).send(await saveConsentText(ctx.db, request.actor, request.body)),
  );
  r.get('/api/clients/:id/consents', { schema: { params: idParams } }, (request) =>
    listConsents(ctx.db, request.actor, request.params.id),
  );
  r.post(
    '/api/clients/:id/consents',
    // Two drawn signatures and the form: more than the API's usual 1 MB bound is never needed.
    { schema: { params: idParams, body: signConsentSchema }, bodyLimit: 2 * MAX_SIGNATURE_CHARS + 64_000 },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await signConsent(
            ctx.db,
            request.actor,
            request.params.id,
            request.body,
            { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
            ctx.clock,
          ),
        ),
  );
  r.get('/api/consents/:id', { schema: { params: idParams } }, (request) =>
    getConsent(ctx.db, request.actor, request.params.id),
  );
  r.get('/api/appointments/:id/consent-status', { schema: { params: idParams } }, (request) =>
    getAppointmentConsentStatus(ctx.db, request.actor, request.params.id),
  );
}
