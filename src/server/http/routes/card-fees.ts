import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardFeeRatesSchema } from '../../../shared/schemas/card-fees';
import { getCardFeeRates } from '../../domain/card-fees/get-card-fee-rates';
import { saveCardFeeRates } from '../../domain/card-fees/save-card-fee-rates';
import type { AppContext } from '../context';

/** 'Taxas da maquininha': the signed-in user's card fee rates (decision 0024). */
export function cardFeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/card-fees', (request) => getCardFeeRates(ctx.db, request.actor));
  r.put('/api/card-fees', { schema: { body: cardFeeRatesSchema } }, (request) =>
    saveCardFeeRates(ctx.db, request.actor, request.body),
  );
}
