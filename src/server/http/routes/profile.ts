import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openStudioSchema, selectPlanSchema, updateProfileSchema } from '../../../shared/schemas/profile';
import { openStudio } from '../../domain/plan/open-studio';
import { selectPlan } from '../../domain/plan/select-plan';
import { dismissChecklist } from '../../domain/profile/dismiss-checklist';
import { getMe } from '../../domain/profile/get-me';
import { updateProfile } from '../../domain/profile/update-profile';
import type { AppContext } from '../context';

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me', (request) => getMe(ctx.db, request.actor));
  r.patch('/api/me', { schema: { body: updateProfileSchema } }, (request) =>
    updateProfile(ctx.db, request.actor, request.body),
  );
  r.post('/api/me/plan', { schema: { body: selectPlanSchema } }, (request) =>
    selectPlan(ctx.db, request.actor, request.body),
  );
  r.post('/api/me/checklist/dismiss', async (request, reply) => {
    await dismissChecklist(ctx.db, request.actor, ctx.clock);
    return reply.status(204).send();
  });
  r.post('/api/me/studio', { schema: { body: openStudioSchema } }, (request) =>
    openStudio(ctx.db, request.actor, request.body),
  );
}
