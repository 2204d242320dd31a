import { eq } from 'drizzle-orm';
import type { VersionedPolicy } from '../../../shared/cancellation-policy';
import type { BookingSettings } from '../../../shared/schemas/booking';
import { formatPhone } from '../../../shared/schemas/booking-request';
import type { DbOrTx } from '../../db/client';
import { bookingSettings, cancellationPolicies } from '../../db/schema';

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

/** A policy version by id (null id or a version gone: none). */
export async function findPolicy(db: DbOrTx, policyId: string | null): Promise<VersionedPolicy | null> {
  if (!policyId) return null;
  const [row] = await db
    .select({
      version: cancellationPolicies.version,
      refundUntilHours: cancellationPolicies.refundUntilHours,
      rescheduleUntilHours: cancellationPolicies.rescheduleUntilHours,
      maxReschedules: cancellationPolicies.maxReschedules,
    })
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.id, policyId));
  return row ?? null;
}

/** A stored row as the settings form reads it, with the policy in force. */
export function toBookingSettings(row: BookingSettingsRow, policy: VersionedPolicy | null): BookingSettings {
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
    whatsapp: row.whatsapp ? formatPhone(row.whatsapp.slice(2)) : '',
    holdHours: row.holdHours,
    policy: policy && {
      refundUntilHours: policy.refundUntilHours,
      rescheduleUntilHours: policy.rescheduleUntilHours,
      maxReschedules: policy.maxReschedules,
    },
  };
}
