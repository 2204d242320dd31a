import { useQuery } from '@tanstack/react-query';
import type { MeiMeter } from '../../../shared/schemas/mei';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const meiKeys = { all: ['mei'] as const };

// Revenue moves with payments (deposits and refunds are payments too) and other income (issue 29).
invalidateOnChange('payments', meiKeys.all);
invalidateOnChange('other_incomes', meiKeys.all);

export const useMeiMeter = () =>
  useQuery({ queryKey: meiKeys.all, queryFn: () => api<MeiMeter>('/api/mei') });
