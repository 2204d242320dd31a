import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meiSettingsInputSchema } from '../../../shared/schemas/mei';
import { getMeiMeter } from '../../domain/mei/get-mei-meter';
import { saveMeiSettings } from '../../domain/mei/save-mei-settings';
import type { AppContext } from '../context';

/** The MEI meter and its settings (signed in). */
export function meiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/mei', (request) => getMeiMeter(ctx.db, request.actor, ctx.clock));
  r.put('/api/mei', { schema: { body: meiSettingsInputSchema } }, (request) =>
    saveMeiSettings(ctx.db, request.actor, request.body, ctx.clock),
  );
}
