import { sql } from 'drizzle-orm';
import type { HealthAlert } from '../../../shared/health-alert';
import { type AnamnesisAnswers, anamnesisQuestions } from '../../../shared/schemas/anamnesis';
import { appointmentRangeSchema } from '../../../shared/schemas/appointment';
import { addDays, dayStartEpoch, toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { recordScopeOf } from '../records/record-scope';

/** The agenda's widest read (its 42-day grid), with the same slack. */
const MAX_DAYS = 62;

interface LatestRow extends Record<string, unknown> {
  client_id: string;
  answers: AnamnesisAnswers;
  notes: string;
  created_at: Date | string;
}

/**
 * The health alerts of the clients the actor tattoos between `from` and `to` (São Paulo days): for
 * each, the latest anamnese's 'sim' answers and notes — only clients with something to say.
 *
 * Who reads it is who reads the anamnese (listAnamneses): the artist whose client and session it
 * is. The front desk keeps no client record (recordScopeOf refuses it); a studio owner keeping an
 * artist's agenda gets only their own sessions' clients here — reading an artist's records stays
 * the audited path of 'Fichas' (read-artist-records.ts). One statement for the whole range however
 * many sessions it holds: the agenda asks once for what it shows.
 */
export async function listHealthAlerts(
  db: DbOrTx,
  actor: Actor,
  range: { from: string; to: string },
): Promise<HealthAlert[]> {
  const { from, to } = appointmentRangeSchema.parse(range);
  const start = dayStartEpoch(from);
  const end = dayStartEpoch(addDays(to, 1));
  if (end - start > MAX_DAYS * 24 * 3600 * 1000)
    throw new DomainError('VALIDATION', { to: 'Período longo demais' });
  await recordScopeOf(db, actor);
  const rows = await db.execute<LatestRow>(sql`
    SELECT c.id AS client_id, latest.answers, latest.notes, latest.created_at
    FROM clients c
    JOIN LATERAL (
      SELECT an.answers, an.notes, an.created_at FROM anamneses an
      WHERE an.client_id = c.id AND an.user_id = ${actor.userId}
      ORDER BY an.created_at DESC, an.id DESC
      LIMIT 1
    ) latest ON true
    WHERE c.user_id = ${actor.userId}
      AND c.id IN (
        SELECT a.client_id FROM appointments a
        WHERE a.user_id = ${actor.userId}
          AND a.start_time >= ${new Date(start)} AND a.start_time < ${new Date(end)}
          AND a.client_id IS NOT NULL)`);
  return rows.rows.map(toHealthAlert).filter((alert) => alert.flags.length > 0 || alert.notes !== '');
}

function toHealthAlert(row: LatestRow): HealthAlert {
  return {
    clientId: row.client_id,
    flags: anamnesisQuestions
      .filter((q) => row.answers[q.key]?.yes)
      .map((q) => ({ key: q.key, detail: row.answers[q.key].detail ?? '' })),
    notes: row.notes,
    filledAt: toSaoPauloIso(new Date(row.created_at)),
  };
}
