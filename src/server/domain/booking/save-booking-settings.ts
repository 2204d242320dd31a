import { normalizePixKey } from '../../../shared/pix';
import {
  type BookingSettings,
  type BookingSettingsInput,
  bookingMessages,
  bookingSettingsSchema,
} from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { bookingSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { toBookingSettings } from './booking-queries';

/** A unique violation anywhere down the error's causes (ours wraps the ORM's, which wraps pg's). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/**
 * Saves the booking page settings (one row per artist). The Pix key is stored as the Pix directory
 * keeps it (digits, lower-case e-mail, +55 phone); an address another artist holds is a 409 with
 * the field's message — the unique index decides, so two artists racing for one address get one each.
 */
export async function saveBookingSettings(
  db: DbOrTx,
  actor: Actor,
  input: BookingSettingsInput,
): Promise<BookingSettings & { saved: boolean }> {
  const v = bookingSettingsSchema.parse(input);
  const pixKey = v.pixKeyType ? normalizePixKey(v.pixKeyType, v.pixKey) : null;
  const values = {
    slug: v.slug,
    enabled: v.enabled,
    bio: v.bio,
    weekly: v.weekly,
    sessionLengths: v.sessionLengths,
    minNoticeHours: v.minNoticeHours,
    horizonDays: v.horizonDays,
    daysOff: v.daysOff,
    pixKeyType: v.pixKeyType,
    pixKey,
    pixName: v.pixKeyType ? v.pixName : null,
    pixCity: v.pixKeyType ? v.pixCity : null,
    holdHours: v.holdHours,
  };
  try {
    const [row] = await failAs('BOOKING_SAVE_FAILED', () =>
      db
        .insert(bookingSettings)
        .values({ userId: actor.userId, ...values })
        .onConflictDoUpdate({ target: bookingSettings.userId, set: values })
        .returning(),
    );
    return { ...toBookingSettings(row!), saved: true };
  } catch (err) {
    if (err instanceof DomainError && isUniqueViolation(err))
      throw new DomainError('BOOKING_SLUG_TAKEN', { slug: bookingMessages.slugTaken });
    throw err;
  }
}
