import type { AppointmentConsentStatus } from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { agendaOfAppointment } from '../appointments/queries';
import { recordScopeOf } from '../records/record-scope';
import { readRecordRules } from './get-record-settings';
import { hasSignedConsent } from './sign-consent';

/**
 * What Finalizar's dialog says before the tap: is a TCLE signed for this session, and does the
 * studio require one? Asked by whoever may finalize it (the artist; in a studio also the owner and
 * the front desk, who keep the agenda) — two yes/no, never the consent itself. The rules are the
 * session's artist's, as assertConsentForFinalize reads them.
 */
export async function getAppointmentConsentStatus(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
): Promise<AppointmentConsentStatus> {
  const agenda = await agendaOfAppointment(db, actor, appointmentId);
  const rules = await readRecordRules(db, await recordScopeOf(db, { userId: agenda }));
  return { signed: await hasSignedConsent(db, appointmentId), required: rules.requireConsent };
}
