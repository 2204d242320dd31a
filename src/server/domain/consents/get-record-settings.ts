import type { RecordSettings } from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import { recordSettings } from '../../db/schema';
import type { Actor } from '../actor';
import { inScope, type RecordScope, recordScopeOf } from '../records/record-scope';
import { currentConsentText } from './consent-texts';

export const DEFAULT_RETENTION_YEARS = 5;

/** The scope's rules, or the defaults (no consent required, minors' authorizations kept 5 years). */
export async function readRecordRules(db: DbOrTx, scope: RecordScope) {
  const [row] = await db.select().from(recordSettings).where(inScope(scope, 'record_settings'));
  return {
    requireConsent: row?.requireConsent ?? false,
    retentionYears: row?.retentionYears ?? DEFAULT_RETENTION_YEARS,
    ownerReadsRecords: Boolean(scope.organizationId && row?.ownerReadsRecords),
  };
}

/** 'Termo e regras das fichas': the rules and the consent text now shown to clients. */
export async function getRecordSettings(db: DbOrTx, actor: Actor): Promise<RecordSettings> {
  const scope = await recordScopeOf(db, actor);
  return {
    ...(await readRecordRules(db, scope)),
    canEdit: scope.isOwner,
    studio: scope.organizationId !== null,
    text: await currentConsentText(db, scope),
  };
}
