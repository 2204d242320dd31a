import { z } from 'zod';
import { isoDaySchema } from './fields';

/** The period an accountant asks for: inclusive São Paulo days. */
export const exportPeriodSchema = z
  .object({ from: isoDaySchema('Informe o período'), to: isoDaySchema('Informe o período') })
  .refine((p) => p.from <= p.to, { error: 'A data final deve ser depois da inicial', path: ['to'] });
export type ExportPeriod = z.infer<typeof exportPeriodSchema>;
