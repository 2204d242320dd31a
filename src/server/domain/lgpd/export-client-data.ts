import { and, eq, inArray, sql } from 'drizzle-orm';
import { phoneDigits } from '../../../shared/schemas/booking-request';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests, payments, tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { collectClientRecord } from '../records/collect-client-record';
import { auditRecord } from './audit';

const dataUrl = (png: Buffer | null) => (png ? `data:image/png;base64,${png.toString('base64')}` : null);

/**
 * LGPD art. 18 (access, portability): everything held about a client, as JSON — identity, sessions
 * with their records, payments, health questionnaires, signed consents with signatures, booking
 * requests and linked tasks. The export is written in the audit.
 */
export async function exportClientData(db: DbOrTx, actor: Actor, clientId: string, clock: Clock) {
  const record = await collectClientRecord(db, actor, clientId);
  const ids = record.sessions.map((s) => s.id);
  const phone = record.client.phone ? phoneDigits(record.client.phone) : '';
  const sessionRows = ids.length
    ? await db.select().from(appointments).where(inArray(appointments.id, ids))
    : [];
  const paymentRows = ids.length
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, actor.userId), inArray(payments.appointmentId, ids)))
    : [];
  const requestRows = await db
    .select()
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.userId, actor.userId),
        ids.length
          ? sql`(${inArray(bookingRequests.appointmentId, ids)} OR regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') = ${phone || '-'})`
          : sql`regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') = ${phone || '-'}`,
      ),
    );
  const taskRows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, actor.userId), eq(tasks.clientId, clientId)));
  const now = clock();
  await auditRecord(db, actor, clientId, 'exportado', now);
  return {
    exportedAt: now.toISOString(),
    controller: { artist: record.artistName, studio: record.studioName },
    client: record.client,
    appointments: sessionRows.map((a) => ({
      id: a.id,
      title: a.title,
      startTime: a.startTime.toISOString(),
      durationMinutes: a.durationMinutes,
      status: a.status,
      agreedValueCents: a.agreedValueCents,
      finalValueCents: a.finalValueCents,
      depositCents: a.depositCents,
      notes: a.notes,
      sessionRecord: record.sessions.find((s) => s.id === a.id)?.record ?? null,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      appointmentId: p.appointmentId,
      amountCents: p.amountCents,
      method: p.method,
      kind: p.kind,
      date: p.date,
    })),
    anamneses: record.anamneses,
    consents: record.consents.map((c) => ({
      ...c,
      signedAt: c.signedAt.toISOString(),
      signaturePng: dataUrl(c.signaturePng),
      guardianSignaturePng: dataUrl(c.guardianSignaturePng),
    })),
    bookingRequests: requestRows.map((r) => ({
      id: r.id,
      status: r.status,
      clientName: r.clientName,
      phone: r.phone,
      instagram: r.instagram,
      idea: r.idea,
      placement: r.placement,
      size: r.size,
      createdAt: r.createdAt.toISOString(),
    })),
    tasks: taskRows.map((t) => ({ id: t.id, title: t.title, status: t.status, date: t.date })),
  };
}
