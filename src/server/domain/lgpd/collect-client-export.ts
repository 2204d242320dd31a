import { splitSaoPaulo, toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { toAnamnesis } from '../anamnesis/to-anamnesis';
import { readMe } from '../profile/get-me';
import { readClientRows } from './read-client-rows';

/** A file of the zip, read from its row only when the zip reaches it. */
export interface ExportFile {
  path: string;
  source: 'reference-image' | 'deposit-receipt' | 'signature' | 'guardian-signature';
  rowId: string;
}

const iso = (d: Date) => toSaoPauloIso(d);
const isoOrNull = (d: Date | null) => (d ? toSaoPauloIso(d) : null);
const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
const extensionOf = (mime: string) => (mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg');

/**
 * Everything held about a client (LGPD art. 18), shaped for `dados.json` and the summary: identity,
 * every session with its ficha, payments, questionnaires and their links, signed consents, booking
 * requests, tasks, messages marked sent, the artist's notifications about them and the record's
 * access log (rows: `readClientRows`). Files (reference images, signatures) are listed by row and
 * path in the zip; their bytes are read later, one by one.
 */
export async function collectClientExport(db: DbOrTx, actor: Actor, clientId: string, now: Date) {
  const me = actor.me ?? (await readMe(db, actor.userId));
  const {
    client,
    sessions,
    records,
    inks,
    paymentRows,
    anamnesisRows,
    linkRows,
    consentRows,
    requestRows,
    imageRows,
    receiptRows,
    taskRows,
    markRows,
    notificationRows,
    auditRows,
  } = await readClientRows(db, actor.userId, clientId);
  sessions.sort(byKey((s) => `${s.startTime.toISOString()}${s.id}`));
  const recordOf = new Map(records.map((r) => [r.appointmentId, r]));
  const inksOf = groupBy(
    inks.sort((a, b) => a.position - b.position),
    (i) => i.recordId,
  );
  const files: ExportFile[] = [];

  consentRows.sort(byKey((c) => `${c.signedAt.toISOString()}${c.id}`));
  const exportedConsents = consentRows.map(({ hasGuardianSignature, ...c }, i) => {
    const signatureFile = `assinaturas/termo-${i + 1}-cliente.png`;
    files.push({ path: signatureFile, source: 'signature', rowId: c.id });
    const guardianSignatureFile = hasGuardianSignature ? `assinaturas/termo-${i + 1}-responsavel.png` : null;
    if (guardianSignatureFile)
      files.push({ path: guardianSignatureFile, source: 'guardian-signature', rowId: c.id });
    return { ...c, signedAt: iso(c.signedAt), signatureFile, guardianSignatureFile };
  });

  requestRows.sort(byKey((r) => `${r.createdAt.toISOString()}${r.id}`));
  const imagesOf = groupBy(
    imageRows.sort((a, b) => a.position - b.position),
    (img) => img.requestId,
  );
  const receiptOf = new Map(receiptRows.map((r) => [r.id, r]));
  const exportedRequests = requestRows.map((r, i) => ({
    id: r.id,
    status: r.status,
    clientName: r.clientName,
    phone: r.phone,
    instagram: r.instagram,
    idea: r.idea,
    placement: r.placement,
    size: r.size,
    lengthMinutes: r.lengthMinutes,
    preferredStarts: r.preferredStarts.map(iso),
    consentAt: iso(r.consentAt),
    proposedStart: isoOrNull(r.proposedStart),
    artistMessage: r.artistMessage,
    appointmentId: r.appointmentId,
    answeredAt: isoOrNull(r.answeredAt),
    createdAt: iso(r.createdAt),
    waitlist: r.waitFrom ? { from: r.waitFrom, to: r.waitTo, periods: r.waitPeriods } : null,
    reschedules: r.rescheduleCount,
    cancelledByClientAt: isoOrNull(r.clientCancelledAt),
    depositClaimedAt: isoOrNull(r.depositClaimedAt),
    images: (imagesOf.get(r.id) ?? []).map((img, k) => {
      const file = `imagens/pedido-${i + 1}-${k + 1}.${extensionOf(img.mime)}`;
      files.push({ path: file, source: 'reference-image', rowId: img.id });
      return { file, mime: img.mime, size: img.size };
    }),
    depositReceipt: (() => {
      const receipt = receiptOf.get(r.id);
      if (!receipt) return null;
      const file = `comprovantes/pedido-${i + 1}.${extensionOf(receipt.mime)}`;
      files.push({ path: file, source: 'deposit-receipt', rowId: r.id });
      return { file, mime: receipt.mime, size: receipt.size };
    })(),
  }));

  return {
    exportedAt: iso(now),
    controller: { artist: me.name, studio: me.organization?.name ?? null },
    client: {
      id: client.id,
      name: client.name,
      phone: client.phone,
      instagram: client.instagram,
      birthDate: client.birthDate,
      document: client.document,
      createdAt: iso(client.createdAt),
    },
    appointments: sessions.map((a) => {
      const record = recordOf.get(a.id);
      const day = splitSaoPaulo(a.startTime).day;
      return {
        id: a.id,
        title: a.title,
        startTime: iso(a.startTime),
        durationMinutes: a.durationMinutes,
        status: a.status,
        arrived: a.isChecked,
        agreedValueCents: a.agreedValueCents,
        finalValueCents: a.finalValueCents,
        depositCents: a.depositCents,
        depositDueCents: a.depositDueCents,
        depositDeadline: isoOrNull(a.depositDeadline),
        notes: a.notes,
        createdAt: iso(a.createdAt),
        sessionRecord: record
          ? {
              bodySite: record.bodySite,
              description: record.description,
              needleLot: record.needleLot,
              sterilizationBatch: record.sterilizationBatch,
              adverseReactions: record.adverseReactions,
              aftercare: record.aftercare,
              updatedAt: iso(record.updatedAt),
              inks: (inksOf.get(record.id) ?? []).map((ink) => ({
                product: ink.product,
                manufacturer: ink.manufacturer,
                color: ink.color,
                lot: ink.lot,
                expiresOn: ink.expiresOn,
                anvisaRegistration: ink.anvisaRegistration,
                openedOn: ink.openedOn,
                expired: ink.expiresOn < day,
              })),
            }
          : null,
      };
    }),
    payments: paymentRows.sort(byKey((p) => `${p.date}${p.createdAt.toISOString()}${p.id}`)).map((p) => ({
      id: p.id,
      appointmentId: p.appointmentId,
      amountCents: p.amountCents,
      method: p.method,
      kind: p.kind,
      date: p.date,
    })),
    anamneses: anamnesisRows.map(toAnamnesis).sort(byKey((a) => `${a.createdAt}${a.id}`)),
    anamnesisLinks: linkRows.sort(byKey((l) => l.createdAt.toISOString())).map((l) => ({
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      usedAt: isoOrNull(l.usedAt),
    })),
    consents: exportedConsents,
    bookingRequests: exportedRequests,
    tasks: taskRows.sort(byKey((t) => `${t.createdAt.toISOString()}${t.id}`)).map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      date: t.date,
      priority: t.priority,
      status: t.status,
      appointmentId: t.appointmentId,
      createdAt: iso(t.createdAt),
    })),
    messagesSent: markRows.sort(byKey((m) => m.sentAt.toISOString())).map((m) => ({
      kind: m.kind,
      subjectId: m.subjectId,
      occasion: m.occasion,
      sentAt: iso(m.sentAt),
    })),
    notifications: notificationRows.sort(byKey((n) => `${n.scheduledFor.toISOString()}${n.id}`)).map((n) => ({
      title: n.title,
      message: n.message,
      scheduledFor: iso(n.scheduledFor),
      status: n.status,
    })),
    accessLog: auditRows
      .sort(byKey((a) => a.at.toISOString()))
      .map((a) => ({ action: a.action, at: iso(a.at) })),
    files,
  };
}

export type ClientExport = Awaited<ReturnType<typeof collectClientExport>>;
