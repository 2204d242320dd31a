import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type InvitationSignUpResult, invitationSignUpSchema } from '../../../shared/schemas/team';
import { takeLimit } from '../../domain/limits/take-limit';
import { previewInvitation } from '../../domain/team/preview-invitation';
import { signUpFromInvitation } from '../../domain/team/sign-up-from-invitation';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';
import { tokenParams } from './team';

/** The public side of `/convite/{token}`: look the invitation up, and sign up from it. */
export function invitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/invitations/:token', { schema: { params: tokenParams } }, (request) =>
    previewInvitation(ctx.db, request.params.token, ctx.clock),
  );

  r.post(
    '/api/invitations/:token/sign-up',
    { schema: { params: tokenParams, body: invitationSignUpSchema } },
    async (request, reply) => {
      if (!(await takeLimit(ctx.db, 'invitationSignUpPerAddress', ctx.rateLimitScale, request.ip)))
        return reply.status(429).send(errorBody('RATE_LIMITED'));

      const credentials = await signUpFromInvitation(
        ctx.db,
        ctx.auth,
        request.params.token,
        request.body,
        ctx.clock,
      );
      // The account exists and belongs to the studio; now sign in, as if the person had logged in.
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      let signedIn = false;
      try {
        const response = await ctx.auth.api.signInEmail({ body: credentials, headers, asResponse: true });
        signedIn = response.ok;
        const cookies = response.headers.getSetCookie();
        if (signedIn && cookies.length > 0) reply.header('set-cookie', cookies);
      } catch (err) {
        request.log.warn({ err }, 'automatic sign-in after invitation sign-up failed');
      }
      return reply.status(201).send({ signedIn } satisfies InvitationSignUpResult);
    },
  );
}
