import { useMutation } from '@tanstack/react-query';
import type { CardFeeRates, CardFeeRatesInput } from '../../../shared/schemas/card-fees';
import { api } from '../../lib/api';

/** Saves the whole table; only payments recorded from now on use the new rates. */
export const useSaveCardFeeRates = () =>
  useMutation({
    meta: { changes: ['card_fee_rates'] },
    mutationFn: (input: CardFeeRatesInput) =>
      api<CardFeeRates>('/api/card-fees', { method: 'PUT', body: input }),
  });
