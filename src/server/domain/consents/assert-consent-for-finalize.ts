import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { recordScopeOf } from '../records/record-scope';
import { readRecordRules } from './get-record-settings';
import { hasSignedConsent } from './sign-consent';

/** The studio's rule, when on: no Finalizar before the client signed the consent for that session. */
export async function assertConsentForFinalize(db: DbOrTx, actor: Actor, appointmentId: string) {
  const rules = await readRecordRules(db, await recordScopeOf(db, actor));
  if (rules.requireConsent && !(await hasSignedConsent(db, appointmentId)))
    throw new DomainError('CONSENT_REQUIRED');
}
