import { z } from 'zod';
import { messages, tooLong } from '../errors';
import { reaisToCents } from '../money';
import { isValidIsoDay, isValidTime } from '../time';

/** Optional free text: trimmed, and blank is stored as null rather than ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar day `YYYY-MM-DD` that exists (no 31/02). */
export const isoDaySchema = (message: string) =>
  z.string({ error: message }).refine(isValidIsoDay, { error: message });

/** A wall-clock time `HH:mm` in São Paulo. */
export const timeSchema = (message: string) =>
  z.string({ error: message }).refine(isValidTime, { error: message });

/**
 * Money as people type it, in reais with up to two decimals; the server turns it into cents
 * (SPEC §9: amount × 100, rounded). A bound keeps integer cents far from overflow.
 */
export const reaisSchema = (message: string = messages.invalidAmount) =>
  z.number({ error: message }).finite({ error: message }).min(0, message).max(9_999_999.99, message);

/**
 * An amount that must be worth at least one centavo once rounded (payments, finalize, expenses):
 * 0.004 is "positive" but would be stored as R$ 0,00, so it gets the field's "greater than zero" text.
 */
export const positiveReaisSchema = (required: string, positive: string) =>
  z
    .number({ error: required })
    .finite({ error: required })
    .max(9_999_999.99, messages.invalidAmount)
    .refine((v) => reaisToCents(v) >= 1, { error: positive });

/** An opaque page cursor, or none for the first page. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  q: z.string().trim().max(100).optional(),
});

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
