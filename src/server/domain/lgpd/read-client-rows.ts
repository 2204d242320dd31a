import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { phoneDigits } from '../../../shared/schemas/booking-request';
import type { DbOrTx } from '../../db/client';
import {
  anamneses,
  anamnesisLinks,
  appointments,
  bookingRequestImages,
  bookingRequests,
  consents,
  consentTexts,
  depositReceipts,
  messageMarks,
  notifications,
  payments,
  recordAudit,
  sessionRecordInks,
  sessionRecords,
  tasks,
} from '../../db/schema';
import { findOwnClient } from '../clients/queries';
import { readByIdPages } from './read-by-id-pages';

/**
 * Every row held about one of `uid`'s clients, without the files' bytes, in one read-only snapshot
 * (the parts agree with each other), every table a page at a time — no cap. Sessions are the
 * client's; requests are those that became their sessions or came from their phone; tasks are the
 * client's or their sessions'; notifications are the artist's about any of those.
 */
export async function readClientRows(db: DbOrTx, uid: string, clientId: string) {
  return db.transaction(
    async (tx) => {
      const client = await findOwnClient(tx, uid, clientId);
      const ofClient = and(eq(appointments.userId, uid), eq(appointments.clientId, client.id));
      const sessionIds = tx.select({ id: appointments.id }).from(appointments).where(ofClient);
      const digits = client.phone ? phoneDigits(client.phone) : '';
      // The client's requests: the ones that became their sessions, and any sent from their phone.
      const requestOfClient = and(
        eq(bookingRequests.userId, uid),
        or(
          inArray(bookingRequests.appointmentId, sessionIds),
          sql`regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') = ${digits || '-'}`,
        ),
      );
      const requestIds = tx.select({ id: bookingRequests.id }).from(bookingRequests).where(requestOfClient);
      const taskOfClient = and(
        eq(tasks.userId, uid),
        or(eq(tasks.clientId, client.id), inArray(tasks.appointmentId, sessionIds)),
      );
      const taskIds = tx.select({ id: tasks.id }).from(tasks).where(taskOfClient);

      const sessions = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(appointments)
          .where(and(ofClient, gt(appointments.id, after)))
          .orderBy(asc(appointments.id))
          .limit(limit),
      );
      const records = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(sessionRecords)
          .where(and(inArray(sessionRecords.appointmentId, sessionIds), gt(sessionRecords.id, after)))
          .orderBy(asc(sessionRecords.id))
          .limit(limit),
      );
      const recordIds = tx
        .select({ id: sessionRecords.id })
        .from(sessionRecords)
        .where(inArray(sessionRecords.appointmentId, sessionIds));
      const inks = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(sessionRecordInks)
          .where(and(inArray(sessionRecordInks.recordId, recordIds), gt(sessionRecordInks.id, after)))
          .orderBy(asc(sessionRecordInks.id))
          .limit(limit),
      );
      const paymentRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.userId, uid),
              inArray(payments.appointmentId, sessionIds),
              gt(payments.id, after),
            ),
          )
          .orderBy(asc(payments.id))
          .limit(limit),
      );
      const anamnesisRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(anamneses)
          .where(and(eq(anamneses.userId, uid), eq(anamneses.clientId, client.id), gt(anamneses.id, after)))
          .orderBy(asc(anamneses.id))
          .limit(limit),
      );
      const linkRows = await readByIdPages((after, limit) =>
        tx
          .select({
            id: anamnesisLinks.id,
            createdAt: anamnesisLinks.createdAt,
            expiresAt: anamnesisLinks.expiresAt,
            usedAt: anamnesisLinks.usedAt,
          })
          .from(anamnesisLinks)
          .where(
            and(
              eq(anamnesisLinks.userId, uid),
              eq(anamnesisLinks.clientId, client.id),
              gt(anamnesisLinks.id, after),
            ),
          )
          .orderBy(asc(anamnesisLinks.id))
          .limit(limit),
      );
      const consentRows = await readByIdPages((after, limit) =>
        tx
          .select({
            id: consents.id,
            appointmentId: consents.appointmentId,
            version: consentTexts.version,
            body: consentTexts.body,
            textHash: consents.textHash,
            signerName: consents.signerName,
            signerDocument: consents.signerDocument,
            signerBirthDate: consents.signerBirthDate,
            minor: consents.minor,
            guardianName: consents.guardianName,
            guardianDocument: consents.guardianDocument,
            hasGuardianSignature: sql<boolean>`${consents.guardianSignaturePng} IS NOT NULL`,
            signedAt: consents.signedAt,
            ip: consents.ip,
            userAgent: consents.userAgent,
          })
          .from(consents)
          .innerJoin(consentTexts, eq(consentTexts.id, consents.textId))
          .where(and(eq(consents.userId, uid), eq(consents.clientId, client.id), gt(consents.id, after)))
          .orderBy(asc(consents.id))
          .limit(limit),
      );
      const requestRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(bookingRequests)
          .where(and(requestOfClient, gt(bookingRequests.id, after)))
          .orderBy(asc(bookingRequests.id))
          .limit(limit),
      );
      const imageRows = await readByIdPages((after, limit) =>
        tx
          .select({
            id: bookingRequestImages.id,
            requestId: bookingRequestImages.requestId,
            position: bookingRequestImages.position,
            mime: bookingRequestImages.mime,
            size: bookingRequestImages.size,
          })
          .from(bookingRequestImages)
          .where(and(inArray(bookingRequestImages.requestId, requestIds), gt(bookingRequestImages.id, after)))
          .orderBy(asc(bookingRequestImages.id))
          .limit(limit),
      );
      // 'Já paguei' receipts (issue 28), one per request at most: keyed by their request.
      const receiptRows = await readByIdPages((after, limit) =>
        tx
          .select({ id: depositReceipts.requestId, mime: depositReceipts.mime, size: depositReceipts.size })
          .from(depositReceipts)
          .where(and(inArray(depositReceipts.requestId, requestIds), gt(depositReceipts.requestId, after)))
          .orderBy(asc(depositReceipts.requestId))
          .limit(limit),
      );
      const taskRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(tasks)
          .where(and(taskOfClient, gt(tasks.id, after)))
          .orderBy(asc(tasks.id))
          .limit(limit),
      );
      const markRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(messageMarks)
          .where(
            and(
              eq(messageMarks.userId, uid),
              or(eq(messageMarks.subjectId, client.id), inArray(messageMarks.subjectId, sessionIds)),
              gt(messageMarks.id, after),
            ),
          )
          .orderBy(asc(messageMarks.id))
          .limit(limit),
      );
      const about: SQL[] = [
        inArray(notifications.relatedId, sessionIds),
        inArray(notifications.relatedId, requestIds),
        inArray(notifications.relatedId, taskIds),
      ];
      const notificationRows = await readByIdPages((after, limit) =>
        tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, uid), or(...about), gt(notifications.id, after)))
          .orderBy(asc(notifications.id))
          .limit(limit),
      );
      const auditRows = await readByIdPages((after, limit) =>
        tx
          .select({ id: recordAudit.id, action: recordAudit.action, at: recordAudit.at })
          .from(recordAudit)
          .where(
            and(eq(recordAudit.userId, uid), eq(recordAudit.clientId, client.id), gt(recordAudit.id, after)),
          )
          .orderBy(asc(recordAudit.id))
          .limit(limit),
      );
      return {
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
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
