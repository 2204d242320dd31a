import { z } from 'zod';
import { paymentReceivers } from '../enums';
import { messages, tooLong } from '../errors';
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

/** The largest amount one field takes: R$ 9.999.999,99, far from integer-cents overflow. */
export const MAX_FIELD_CENTS = 999_999_999;

/**
 * Money on the wire is integer cents, both ways (issue 25): the form reads pt-BR text into cents
 * (shared/money parseMoneyToCents), so a fraction of a centavo can't even be sent.
 */
export const centsSchema = (message: string = messages.invalidAmount) =>
  z.number({ error: message }).int({ error: message }).min(0, message).max(MAX_FIELD_CENTS, message);

/** An amount of at least one centavo (payments, deposits, expenses). */
export const positiveCentsSchema = (required: string, positive: string) =>
  z
    // Blank is "required"; typed text that is not money (NaN from the money field) is "invalid".
    .number({ error: (issue) => (issue.input === undefined ? required : messages.invalidAmount) })
    .int({ error: messages.invalidAmount })
    .max(MAX_FIELD_CENTS, messages.invalidAmount)
    .min(1, positive);

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

/** Who received a payment's money: the studio or the artist (a studio's repasse nets on it). */
export const paymentReceiverSchema = z.enum(paymentReceivers, { error: 'Escolha quem recebeu' });
