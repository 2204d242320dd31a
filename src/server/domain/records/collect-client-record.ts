import { and, desc, eq, sql } from 'drizzle-orm';
import type { Anamnesis } from '../../../shared/schemas/anamnesis';
import type { SessionRecord } from '../../../shared/schemas/session-record';
import { dayWindow, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { anamneses, appointments, consents, consentTexts } from '../../db/schema';
import type { Actor } from '../actor';
import { toAnamnesis } from '../anamnesis/to-anamnesis';
import { findOwnAppointment } from '../appointments/queries';
import { findOwnClient } from '../clients/queries';
import { readMe } from '../profile/get-me';
import { readSessionRecord } from './get-session-record';

export interface RecordedConsent {
  id: string;
  appointmentId: string | null;
  version: number;
  body: string;
  textHash: string;
  signerName: string;
  signerDocument: string;
  signerBirthDate: string;
  minor: boolean;
  signaturePng: Buffer;
  guardianName: string | null;
  guardianDocument: string | null;
  guardianSignaturePng: Buffer | null;
  signedAt: Date;
  ip: string;
  userAgent: string;
}

export interface RecordedSession {
  id: string;
  title: string;
  startTime: Date;
  durationMinutes: number;
  status: string;
  record: SessionRecord | null;
}

/** Everything of a client's record (ficha): identity, health questionnaires, consents, sessions. */
export interface ClientRecord {
  artistName: string;
  studioName: string | null;
  client: {
    id: string;
    name: string;
    phone: string | null;
    instagram: string | null;
    birthDate: string | null;
    document: string | null;
    createdAt: Date;
  };
  anamneses: Anamnesis[];
  consents: RecordedConsent[];
  sessions: RecordedSession[];
}

/** How much history one record holds: a lifetime client is still one bounded document. */
const RECORD_LIMIT = 200;

/**
 * The client's record for a PDF or an export — the artist's own client only. With `appointmentId`,
 * one session: that appointment, its consents, and the questionnaires filled up to its day.
 */
export async function collectClientRecord(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  only?: { appointmentId: string },
): Promise<ClientRecord> {
  const client = await findOwnClient(db, actor.userId, clientId);
  const me = actor.me ?? (await readMe(db, actor.userId));
  const session = only ? await findOwnAppointment(db, actor.userId, only.appointmentId) : null;

  const sessionRows = session
    ? [session]
    : await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.userId, actor.userId), eq(appointments.clientId, client.id)))
        // The newest sessions when a lifetime client has more; shown oldest first.
        .orderBy(desc(appointments.startTime))
        .limit(RECORD_LIMIT)
        .then((rows) => rows.reverse());
  const sessions: RecordedSession[] = [];
  for (const a of sessionRows)
    sessions.push({
      id: a.id,
      title: a.title,
      startTime: a.startTime,
      durationMinutes: a.durationMinutes,
      status: a.status,
      record: await readSessionRecord(db, a.id, a.startTime),
    });

  const anamnesisRows = await db
    .select()
    .from(anamneses)
    .where(
      and(
        eq(anamneses.clientId, client.id),
        eq(anamneses.userId, actor.userId),
        // In force that day: filled before the session's São Paulo day ended.
        session
          ? sql`${anamneses.createdAt} < ${new Date(dayWindow(splitSaoPaulo(session.startTime).day).end)}`
          : undefined,
      ),
    )
    .orderBy(desc(anamneses.createdAt))
    .limit(session ? 1 : RECORD_LIMIT);

  const consentRows = await db
    .select({ consent: consents, version: consentTexts.version, body: consentTexts.body })
    .from(consents)
    .innerJoin(consentTexts, eq(consentTexts.id, consents.textId))
    .where(
      and(
        eq(consents.userId, actor.userId),
        session ? eq(consents.appointmentId, session.id) : eq(consents.clientId, client.id),
      ),
    )
    .orderBy(desc(consents.signedAt))
    .limit(RECORD_LIMIT);

  return {
    artistName: me.name,
    studioName: me.organization?.name ?? null,
    client: {
      id: client.id,
      name: client.name,
      phone: client.phone,
      instagram: client.instagram,
      birthDate: client.birthDate,
      document: client.document,
      createdAt: client.createdAt,
    },
    anamneses: anamnesisRows.map(toAnamnesis),
    consents: consentRows.map(({ consent: c, version, body }) => ({
      id: c.id,
      appointmentId: c.appointmentId,
      version,
      body,
      textHash: c.textHash,
      signerName: c.signerName,
      signerDocument: c.signerDocument,
      signerBirthDate: c.signerBirthDate,
      minor: c.minor,
      signaturePng: c.signaturePng,
      guardianName: c.guardianName,
      guardianDocument: c.guardianDocument,
      guardianSignaturePng: c.guardianSignaturePng,
      signedAt: c.signedAt,
      ip: c.ip,
      userAgent: c.userAgent,
    })),
    sessions,
  };
}
