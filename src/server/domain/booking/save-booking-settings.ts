import { eq, sql } from 'drizzle-orm';
import { samePolicy, type VersionedPolicy } from '../../../shared/cancellation-policy';
import { normalizePixKey } from '../../../shared/pix';
import {
  type BookingSettingsInput,
  bookingMessages,
  bookingSettingsSchema,
  type SavedBookingSettings,
} from '../../../shared/schemas/booking';
import { nationalPhoneDigits } from '../../../shared/schemas/booking-request';
import type { DbOrTx } from '../../db/client';
import { bookingSettings, cancellationPolicies } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { findPolicy, toBookingSettings } from './booking-queries';
import { findStudioAddress, saveStudioAddress } from './studio-address';

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
 * A changed cancellation policy is a new version (the old one stays what its clients accepted);
 * the same terms saved again keep the version. The studio's address, when the save carries it, is
 * written in the same transaction (it is the messages' {endereco} too: `studio-address.ts`).
 */
export async function saveBookingSettings(
  db: DbOrTx,
  actor: Actor,
  input: BookingSettingsInput,
): Promise<SavedBookingSettings> {
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
    whatsapp: v.whatsapp ? `55${nationalPhoneDigits(v.whatsapp)}` : null,
    holdHours: v.holdHours,
  };
  try {
    const saved = await failAs('BOOKING_SAVE_FAILED', () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingSettings)
          .values({ userId: actor.userId, ...values })
          .onConflictDoUpdate({ target: bookingSettings.userId, set: values })
          .returning();
        const current = await findPolicy(tx, row!.policyId);
        let policy: VersionedPolicy | null = v.policy && current;
        let policyId = v.policy ? row!.policyId : null;
        if (v.policy && (!current || !samePolicy(current, v.policy))) {
          // The settings row is locked by the upsert: two saves number their versions in turn.
          const [added] = await tx
            .insert(cancellationPolicies)
            .values({
              userId: actor.userId,
              ...v.policy,
              version: sql`(SELECT coalesce(max(version), 0) + 1 FROM cancellation_policies WHERE user_id = ${actor.userId})`,
            })
            .returning();
          policy = added!;
          policyId = added!.id;
        }
        if (policyId !== row!.policyId)
          await tx.update(bookingSettings).set({ policyId }).where(eq(bookingSettings.userId, actor.userId));
        if (v.address !== undefined) await saveStudioAddress(tx, actor.userId, v.address);
        const address = v.address ?? (await findStudioAddress(tx, actor.userId));
        return { ...toBookingSettings(row!, policy), address };
      }),
    );
    return { ...saved, saved: true };
  } catch (err) {
    if (err instanceof DomainError && isUniqueViolation(err))
      throw new DomainError('BOOKING_SLUG_TAKEN', { slug: bookingMessages.slugTaken });
    throw err;
  }
}
