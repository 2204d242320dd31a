import { sql } from 'drizzle-orm';
import {
  type RecordSettings,
  type RecordSettingsInput,
  recordSettingsInputSchema,
} from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import { recordSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { recordScopeOf } from '../records/record-scope';
import { getRecordSettings } from './get-record-settings';

/** The studio owner (or a lone artist) sets whether Finalizar needs a signed consent, and the retention. */
export async function saveRecordSettings(
  db: DbOrTx,
  actor: Actor,
  input: RecordSettingsInput,
): Promise<RecordSettings> {
  const parsed = recordSettingsInputSchema.parse(input);
  const scope = await recordScopeOf(db, actor);
  const values = { ...parsed, ownerReadsRecords: scope.organizationId ? parsed.ownerReadsRecords : false };
  if (!scope.isOwner) throw new DomainError('CONSENT_TEXT_ONLY_OWNER');
  const owner = scope.organizationId
    ? { organizationId: scope.organizationId, userId: null }
    : { organizationId: null, userId: scope.userId };
  await failAs('CONSENT_SAVE_FAILED', () =>
    db
      .insert(recordSettings)
      .values({ ...owner, ...values })
      .onConflictDoUpdate({
        target: scope.organizationId ? recordSettings.organizationId : recordSettings.userId,
        targetWhere: scope.organizationId ? sql`organization_id IS NOT NULL` : sql`user_id IS NOT NULL`,
        set: { ...values, updatedAt: new Date() },
      }),
  );
  return getRecordSettings(db, actor);
}
