import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationInputSchema,
  percentageInputSchema,
  studioReportQuerySchema,
} from '../../../shared/schemas/team';
import { listAgendaArtists } from '../../domain/studio/list-agenda-artists';
import { acceptInvitation } from '../../domain/team/accept-invitation';
import { cancelInvitation } from '../../domain/team/cancel-invitation';
import { createInvitation } from '../../domain/team/create-invitation';
import type { InvitationDeps } from '../../domain/team/deps';
import { getStudioReport } from '../../domain/team/get-studio-report';
import { listInvitations } from '../../domain/team/list-invitations';
import { listMembers } from '../../domain/team/list-members';
import { removeMember } from '../../domain/team/remove-member';
import { resendInvitation } from '../../domain/team/resend-invitation';
import { setArtistPercentage } from '../../domain/team/set-artist-percentage';
import type { AppContext } from '../context';
import { idParams } from './id-params';

export const tokenParams = z.object({ token: z.string().max(100) });

export function invitationDeps(app: FastifyInstance, ctx: AppContext): InvitationDeps {
  return {
    clock: ctx.clock,
    mailer: ctx.mailer,
    log: (message) => app.log.warn(message),
    publicUrl: ctx.config.PUBLIC_URL,
    rateLimitScale: ctx.rateLimitScale,
  };
}

/** Equipe do Estúdio (owner only) and the studio split report. */
export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = invitationDeps(app, ctx);

  r.get('/api/team/members', (request) => listMembers(ctx.db, request.actor));
  r.get('/api/studio/artists', (request) => listAgendaArtists(ctx.db, request.actor));
  r.delete('/api/team/members/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeMember(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.put(
    '/api/team/members/:id/percentage',
    { schema: { params: idParams, body: percentageInputSchema } },
    (request) => setArtistPercentage(ctx.db, request.actor, request.params.id, request.body),
  );
  r.get('/api/team/invitations', (request) => listInvitations(ctx.db, request.actor, ctx.clock));
  r.post('/api/team/invitations', { schema: { body: invitationInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createInvitation(ctx.db, request.actor, request.body, deps)),
  );
  r.post('/api/team/invitations/:id/cancel', { schema: { params: idParams } }, (request) =>
    cancelInvitation(ctx.db, request.actor, request.params.id, ctx.clock),
  );
  r.post('/api/team/invitations/:id/resend', { schema: { params: idParams } }, (request) =>
    resendInvitation(ctx.db, request.actor, request.params.id, deps),
  );
  r.post('/api/invitations/:token/accept', { schema: { params: tokenParams } }, async (request, reply) => {
    await acceptInvitation(ctx.db, request.actor, request.params.token, ctx.clock);
    return reply.status(204).send();
  });
  r.get('/api/studio/report', { schema: { querystring: studioReportQuerySchema } }, (request) =>
    getStudioReport(ctx.db, request.actor, request.query, ctx.clock),
  );
}
