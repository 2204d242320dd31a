import {
  type ConsentText,
  type ConsentTextInput,
  consentTextInputSchema,
} from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { recordScopeOf } from '../records/record-scope';
import { addConsentTextVersion } from './consent-texts';

/** A new version of the studio's consent text; earlier ones stay exactly as clients signed them. */
export async function saveConsentText(
  db: DbOrTx,
  actor: Actor,
  input: ConsentTextInput,
): Promise<ConsentText> {
  const { body } = consentTextInputSchema.parse(input);
  const scope = await recordScopeOf(db, actor);
  if (!scope.isOwner) throw new DomainError('CONSENT_TEXT_ONLY_OWNER');
  return failAs('CONSENT_SAVE_FAILED', () =>
    db.transaction((tx) => addConsentTextVersion(tx, scope, body, actor.userId)),
  );
}
