import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isCardMethod } from '../../../shared/card-fees';
import { phoneDigits } from '../../../shared/schemas/booking-request';
import { addYears, type Clock, splitSaoPaulo, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  bookingRequests,
  clients,
  consentRetention,
  consents,
  expenses,
  payments,
  sessionRecords,
  tasks,
} from '../../db/schema';
import type { Actor } from '../actor';
import { phoneLimitKey } from '../booking/phone-limit-key';
import { lockFeeOwnersOf } from '../card-fees/lock-fee-owners-of';
import { feeExpenseDescription } from '../card-fees/write-fee-expense';
import { readRecordRules } from '../consents/get-record-settings';
import { DomainError, failAs } from '../errors';
import { lockClient, lockClientAppointments, lockPaymentSettlements } from '../locks';
import { recordScopeOf } from '../records/record-scope';
import { auditRecord } from './audit';
import { forgetNotifications } from './forget-notifications';
import { identifyingNumbers, namePieces, redactName } from './redact-name';
import { redactUnlinkedTasks } from './redact-unlinked-tasks';

/** What sessions and payments say in place of an erased client's name. */
export const ERASED_CLIENT = 'Cliente excluído (LGPD)';

export interface ErasureResult {
  sessionsKept: number;
  minorConsentsKept: number;
}

/**
 * LGPD erasure (art. 18 VI) — one transaction. Removed: the client's contact (the client row),
 * health questionnaires and links (cascade), adult consents, booking requests with their images,
 * tasks about them, notifications about any of these — and those naming them whose subject is already
 * gone (forget-notifications.ts) — session notes and the record's free texts (reactions, description,
 * aftercare). Kept anonymised, as the law requires (art. 16): sessions and payments under
 * "Cliente excluído (LGPD)", so every money total stays to the centavo, their titles and body sites
 * with the name redacted (redact-name.ts), and the ink lots used (a lot recall still counts them).
 * Kept as a legal hold: a minor's consent (guardian's authorization) until the studio's retention
 * ends (default 5 years from signing), then purged by the delivery tick.
 * docs/decisions/0004-erasure-and-lock-order.md has the rules and why.
 */
export async function eraseClientData(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  deps: { clock: Clock; secret: string },
): Promise<ErasureResult> {
  const { clock } = deps;
  const { retentionYears } = await readRecordRules(db, await recordScopeOf(db, actor));
  const now = clock();
  return failAs('CLIENT_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      // The one lock order (domain/locks.ts): the client — nothing is signed, booked or answered
      // for them while they are being erased — then their appointments by id, then what hangs below.
      const client = await lockClient(tx, actor.userId, clientId);
      const ids = await lockClientAppointments(tx, actor.userId, client.id);
      const digits = client.phone ? phoneDigits(client.phone) : '';
      const pieces = namePieces(client.name);
      const numbers = identifyingNumbers(client.phone, client.document);

      const theirConsents = await tx
        .select({ id: consents.id, minor: consents.minor, signedAt: consents.signedAt })
        .from(consents)
        .where(and(eq(consents.clientId, client.id), eq(consents.userId, actor.userId)));
      const held = theirConsents.filter(
        (c) => c.minor && addYears(splitSaoPaulo(c.signedAt).day, retentionYears) >= today(clock),
      );
      const dropped = theirConsents.filter((c) => !held.includes(c)).map((c) => c.id);
      if (dropped.length) await tx.delete(consents).where(inArray(consents.id, dropped));
      if (held.length)
        await tx
          .insert(consentRetention)
          .values(
            held.map((c) => ({
              consentId: c.id,
              retainUntil: addYears(splitSaoPaulo(c.signedAt).day, retentionYears),
            })),
          )
          .onConflictDoNothing();

      // Their booking requests (by session or by phone) with the images; never "all of them" when
      // the client has neither.
      const byRequest = [
        ...(ids.length ? [inArray(bookingRequests.appointmentId, ids)] : []),
        ...(digits ? [sql`regexp_replace(${bookingRequests.phone}, '[^0-9]', '', 'g') = ${digits}`] : []),
      ];
      const requests = byRequest.length
        ? await tx
            .delete(bookingRequests)
            .where(and(eq(bookingRequests.userId, actor.userId), or(...byRequest)))
            .returning({ id: bookingRequests.id })
        : [];
      // Tasks about them (their title names them, often) go, with the tasks' reminders.
      const theirTasks = await tx
        .delete(tasks)
        .where(
          and(
            eq(tasks.userId, actor.userId),
            or(eq(tasks.clientId, client.id), ...(ids.length ? [inArray(tasks.appointmentId, ids)] : [])),
          ),
        )
        .returning({ id: tasks.id });
      await redactUnlinkedTasks(tx, actor.userId, client.name, numbers);
      if (digits)
        await tx.execute(
          sql`DELETE FROM rate_limits WHERE key = ${phoneLimitKey(deps.secret, actor.userId, digits)}`,
        );
      const related = [...ids, ...requests.map((r) => r.id), ...theirTasks.map((t) => t.id)];
      await forgetNotifications(tx, actor.userId, { related, fullName: client.name, pieces, digits });

      if (ids.length) {
        // Their payments' studio settlements, and the owner's books where a card fee of theirs sits,
        // before this transaction writes rows whose triggers take the artist's rollups (locks.ts).
        const theirPayments = sql`p.user_id = ${actor.userId} AND p.appointment_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
        await lockPaymentSettlements(tx, theirPayments);
        await lockFeeOwnersOf(tx, theirPayments);
        // What the artist typed on a kept session loses the name; the health texts go whole.
        const records = await tx
          .select({ id: sessionRecords.id, bodySite: sessionRecords.bodySite })
          .from(sessionRecords)
          .where(inArray(sessionRecords.appointmentId, ids));
        for (const r of records)
          await tx
            .update(sessionRecords)
            .set({
              description: '',
              adverseReactions: '',
              aftercare: '',
              bodySite: redactName(r.bodySite, pieces, numbers),
            })
            .where(eq(sessionRecords.id, r.id));
        const sessions = await tx
          .select({ id: appointments.id, title: appointments.title })
          .from(appointments)
          .where(inArray(appointments.id, ids));
        for (const s of sessions)
          await tx
            .update(appointments)
            .set({ clientName: ERASED_CLIENT, notes: null, title: redactName(s.title, pieces, numbers) })
            .where(eq(appointments.id, s.id));
        await tx
          .update(payments)
          .set({ clientName: ERASED_CLIENT })
          .where(and(eq(payments.userId, actor.userId), inArray(payments.appointmentId, ids)));
        // A card fee's expense is named after the client — on the artist's books or the studio
        // owner's: renamed too, whoever's books it is on.
        const fees = await tx
          .select({ id: expenses.id, method: payments.method, installments: payments.installments })
          .from(expenses)
          .innerJoin(payments, eq(expenses.paymentId, payments.id))
          .where(and(eq(payments.userId, actor.userId), inArray(payments.appointmentId, ids)));
        for (const fee of fees)
          if (isCardMethod(fee.method))
            await tx
              .update(expenses)
              .set({ description: feeExpenseDescription(fee.method, fee.installments, ERASED_CLIENT) })
              .where(eq(expenses.id, fee.id));
      }
      const gone = await tx
        .delete(clients)
        .where(and(eq(clients.id, client.id), eq(clients.userId, actor.userId)))
        .returning({ id: clients.id });
      if (gone.length === 0) throw new DomainError('CLIENT_NOT_FOUND');
      await auditRecord(tx, actor, client.id, 'excluido', now, {
        sessoes: ids.length,
        tarefas: theirTasks.length,
        termos_menor_guardados: held.length,
      });
      return { sessionsKept: ids.length, minorConsentsKept: held.length };
    }),
  );
}
