import { eq } from 'drizzle-orm';
import type { BookingSettings } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { bookingSettings } from '../../db/schema';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

export async function findBookingSettings(
  db: DbOrTx,
  userId: string,
): Promise<BookingSettingsRow | undefined> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.userId, userId));
  return row;
}

export async function findBookingBySlug(db: DbOrTx, slug: string): Promise<BookingSettingsRow | undefined> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.slug, slug));
  return row;
}

/** A stored row as the settings form reads it. */
export function toBookingSettings(row: BookingSettingsRow): BookingSettings {
  return {
    enabled: row.enabled,
    slug: row.slug,
    bio: row.bio,
    weekly: row.weekly,
    sessionLengths: row.sessionLengths,
    minNoticeHours: row.minNoticeHours,
    horizonDays: row.horizonDays,
    daysOff: row.daysOff,
    pixKeyType: (row.pixKeyType as BookingSettings['pixKeyType']) ?? null,
    pixKey: row.pixKey ?? '',
    pixName: row.pixName ?? '',
    pixCity: row.pixCity ?? '',
    holdHours: row.holdHours,
  };
}
