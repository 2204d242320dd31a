import { and, eq, sql } from 'drizzle-orm';
import {
  type ConsentSummary,
  type SignConsentInput,
  signConsentSchema,
} from '../../../shared/schemas/consent';
import { ageOn, type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { clients, consents, consentTexts } from '../../db/schema';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError, failAs } from '../errors';
import { lockClient } from '../locks';
import { inScope, recordScopeOf } from '../records/record-scope';
import { addDefaultConsentText, currentConsentText } from './consent-texts';
import { findConsentSummary } from './list-consents';
import { normalizeSignature } from './normalize-signature';

/** Where the signature came from, as the request saw it. */
export interface SignedFrom {
  ip: string;
  userAgent: string;
}

/**
 * The client signs the consent now shown (TCLE): the signer as they identified themselves, the text
 * version and its hash, the drawn signature(s), when and from where — one row that never changes.
 * A minor (by age on São Paulo's today) signs with a guardian. The client's record takes the date of
 * birth and document just confirmed. All in one transaction.
 */
export async function signConsent(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  input: SignConsentInput,
  from: SignedFrom,
  clock: Clock,
): Promise<ConsentSummary> {
  const values = signConsentSchema.parse(input);
  const day = today(clock);
  if (values.signerBirthDate > day)
    throw new DomainError('BIRTH_DATE_IN_FUTURE', {
      signerBirthDate: 'A data de nascimento não pode ser no futuro',
    });
  const minor = ageOn(values.signerBirthDate, day) < 18;
  if (minor && (!values.guardianName || !values.guardianDocument || !values.guardianSignature))
    throw new DomainError('CONSENT_GUARDIAN_REQUIRED', {
      ...(values.guardianName ? {} : { guardianName: 'Informe o nome do responsável' }),
      ...(values.guardianDocument ? {} : { guardianDocument: 'Informe o documento do responsável' }),
      ...(values.guardianSignature ? {} : { guardianSignature: 'O responsável precisa assinar' }),
    });
  // Bounded and redrawn before the transaction: nothing decodes on the event loop or under a lock.
  const signature = await normalizeSignature(values.signature, 'signature');
  const guardianSignature =
    minor && values.guardianSignature
      ? await normalizeSignature(values.guardianSignature, 'guardianSignature')
      : null;

  const scope = await recordScopeOf(db, actor);
  return failAs('CONSENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      // The one lock order (domain/locks.ts): the client, then the session. A client erased
      // meanwhile is 404, never a consent pointing at nobody (or a foreign-key error).
      const client = await lockClient(tx, actor.userId, clientId);
      if (values.appointmentId) {
        const appointment = await findOwnAppointment(tx, actor.userId, values.appointmentId, {
          forUpdate: true,
        });
        if (appointment.clientId !== client.id) throw new DomainError('APPOINTMENT_NOT_FOUND');
      }
      // The client signs what is shown to clients now; a text changed meanwhile is read again first.
      const current = await currentConsentText(tx, scope);
      if ((values.textId ?? null) !== current.id) throw new DomainError('CONSENT_TEXT_CHANGED');
      const text = current.id ? current : await addDefaultConsentText(tx, scope, actor.userId);
      const [owned] = await tx
        .select({ id: consentTexts.id })
        .from(consentTexts)
        .where(and(eq(consentTexts.id, text.id!), inScope(scope, 'consent_texts')));
      if (!owned) throw new DomainError('CONSENT_TEXT_CHANGED');

      await tx
        .update(clients)
        .set({ birthDate: values.signerBirthDate, document: values.signerDocument })
        .where(and(eq(clients.id, client.id), eq(clients.userId, actor.userId)));
      const [row] = await tx
        .insert(consents)
        .values({
          userId: actor.userId,
          clientId: client.id,
          appointmentId: values.appointmentId ?? null,
          textId: text.id!,
          textHash: text.hash,
          signerName: values.signerName,
          signerDocument: values.signerDocument,
          signerBirthDate: values.signerBirthDate,
          minor,
          signaturePng: signature,
          guardianName: minor ? values.guardianName : null,
          guardianDocument: minor ? values.guardianDocument : null,
          guardianSignaturePng: guardianSignature,
          signedAt: clock(),
          ip: from.ip.slice(0, 64),
          userAgent: from.userAgent.slice(0, 300),
        })
        .returning({ id: consents.id });
      return (await findConsentSummary(tx, actor, row!.id))!;
    }),
  );
}

/** Whether an appointment has a signed consent (the studio's finalize rule). */
export async function hasSignedConsent(db: DbOrTx, appointmentId: string): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM consents WHERE appointment_id = ${appointmentId} LIMIT 1`);
  return rows.rows.length > 0;
}
