import { useQuery } from '@tanstack/react-query';
import type { CardFeeRates } from '../../../shared/schemas/card-fees';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const cardFeeKeys = { all: ['card-fees'] as const };

invalidateOnChange('card_fee_rates', cardFeeKeys.all);

export const useCardFeeRates = () =>
  useQuery({ queryKey: cardFeeKeys.all, queryFn: () => api<CardFeeRates>('/api/card-fees') });
