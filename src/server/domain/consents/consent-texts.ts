import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { type ConsentText, defaultConsentText } from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import { consentTexts } from '../../db/schema';
import { DomainError } from '../errors';
import { inScope, type RecordScope } from '../records/record-scope';

export const hashConsentText = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

export const toConsentText = (row: typeof consentTexts.$inferSelect): ConsentText => ({
  id: row.id,
  version: row.version,
  body: row.body,
  hash: row.bodyHash,
  createdAt: row.createdAt.toISOString(),
});

/** What a client is shown today: the scope's newest version, or the default text before any. */
export async function currentConsentText(db: DbOrTx, scope: RecordScope): Promise<ConsentText> {
  const [row] = await db
    .select()
    .from(consentTexts)
    .where(inScope(scope, 'consent_texts'))
    .orderBy(desc(consentTexts.version))
    .limit(1);
  if (row) return toConsentText(row);
  return {
    id: null,
    version: 1,
    body: defaultConsentText,
    hash: hashConsentText(defaultConsentText),
    createdAt: null,
  };
}

/**
 * Adds `body` as the scope's next version (or answers the newest when it is the same text). Versions
 * of one scope are numbered under a transaction lock, so two saves never take one number.
 */
export async function addConsentTextVersion(
  tx: DbOrTx,
  scope: RecordScope,
  body: string,
  createdBy: string,
): Promise<ConsentText> {
  const key = scope.organizationId ?? scope.userId;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`consent-text:${key}`}))`);
  const current = await currentConsentText(tx, scope);
  if (current.id && current.body === body) return current;
  const [row] = await tx
    .insert(consentTexts)
    .values({
      organizationId: scope.organizationId,
      userId: scope.organizationId ? null : scope.userId,
      version: current.id ? current.version + 1 : 1,
      body,
      bodyHash: hashConsentText(body),
      createdBy,
    })
    .returning();
  return toConsentText(row!);
}

/**
 * The default text as version 1, when a client signs before the studio saved any. Under the same
 * lock as a save: if the owner saved a first version meanwhile, the client is asked to read it.
 */
export async function addDefaultConsentText(tx: DbOrTx, scope: RecordScope, createdBy: string) {
  const key = scope.organizationId ?? scope.userId;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`consent-text:${key}`}))`);
  const current = await currentConsentText(tx, scope);
  if (current.id) throw new DomainError('CONSENT_TEXT_CHANGED');
  return addConsentTextVersion(tx, scope, defaultConsentText, createdBy);
}
