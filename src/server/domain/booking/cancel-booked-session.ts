import { eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import { formatDayBR, splitSaoPaulo, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests, tasks } from '../../db/schema';
import { findOwnAppointment } from '../appointments/queries';
import { refundDeposit } from '../appointments/refund-deposit';
import { DomainError, failAs } from '../errors';
import type { PixApiDeps } from '../pix-api/pix-api-deps';
import { bankRefundable } from '../pix-api/refund-at-bank';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findPolicy } from './booking-queries';
import { noticeClientChange } from './client-change-notice';
import { findRequestByToken, refundUntilOf } from './find-request-by-token';
import { offerFreedSlot } from './offer-freed-slot';

/**
 * 'Cancelar sessão' on the client's link (issue 28). Only under a policy the client accepted, for a
 * session still ahead; the policy decides the deposit at this instant: before its deadline it goes
 * back — through the artist's bank when every Pix of it came through the bank (after the cancel
 * commits: no call while a row is locked; its task is then marked done), otherwise as a task for
 * the artist — after it, it stays with the artist. The deadline is the one fixed when the request
 * became a session (a move never pushes it later). `expectRefund`: what the client was shown when
 * they confirmed — a deadline that passed meanwhile is a 409, not a surprise. The session is
 * cancelled, its reminders dropped, its time offered to the waitlist, and the artist told, in one
 * transaction.
 */
export async function cancelBookedSession(
  db: DbOrTx,
  slug: string,
  token: string,
  input: { expectRefund?: boolean },
  deps: { effects: Effects; bank?: PixApiDeps },
): Promise<void> {
  const { request } = await findRequestByToken(db, slug, token);
  const policy = await findPolicy(db, request.policyId);
  if (!policy || request.status !== 'aceito' || !request.appointmentId)
    throw new DomainError('BOOKING_CHANGE_CLOSED');
  const agenda = request.userId;
  const id = request.appointmentId;
  const now = deps.effects.clock();
  const outcome = await failAs('BOOKING_CHANGE_FAILED', () =>
    db.transaction(async (tx) => {
      const session = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (session.status !== 'agendado' || session.isTattooFinished || session.startTime <= now)
        throw new DomainError('BOOKING_CHANGE_CLOSED');
      const deposit = session.depositCents;
      const refund =
        deposit > 0 && now.getTime() <= refundUntilOf(request, policy, session.startTime).getTime();
      if (deposit > 0 && input.expectRefund !== undefined && input.expectRefund !== refund)
        throw new DomainError('BOOKING_CANCEL_TERMS_CHANGED');
      const byBank = refund && (await bankRefundable(tx, id, deposit));
      await tx
        .update(appointments)
        .set({ status: 'cancelado', isChecked: false })
        .where(eq(appointments.id, id));
      await tx
        .update(bookingRequests)
        // Nothing paid, nothing to give back or keep: the page then says nothing about a deposit.
        .set({ clientCancelledAt: now, clientCancelRefund: deposit > 0 ? refund : null })
        .where(eq(bookingRequests.id, request.id));
      await keepAppointmentReminders(tx, deps.effects, agenda, id);
      await offerFreedSlot(tx, agenda, { ...session, depositCents: session.depositDueCents }, now);
      // Written even when the bank will return it: a crash before the bank answers leaves the
      // artist the task, not a promise; the bank's refund marks it done.
      const taskId = refund ? await refundTask(tx, agenda, session, now) : null;
      const { day, time } = splitSaoPaulo(session.startTime);
      const money =
        deposit === 0
          ? ''
          : !refund
            ? ` O sinal de ${formatCents(deposit)} fica com você (cancelou depois do prazo da política).`
            : byBank
              ? ` O sinal de ${formatCents(deposit)} está sendo devolvido pelo seu banco.`
              : ` Pela política, devolva o sinal de ${formatCents(deposit)}: ficou uma tarefa para você.`;
      await noticeClientChange(tx, agenda, {
        title: 'Sessão cancelada pelo cliente',
        message: `${session.clientName} cancelou a sessão de ${formatDayBR(day)} às ${time} pelo link.${money}`,
        appointmentId: id,
        now,
      });
      return { byBank, session, taskId };
    }),
  );
  if (!outcome.byBank || !deps.bank || !outcome.taskId) return;
  try {
    await refundDeposit(db, { userId: agenda }, id, {}, deps.effects, deps.bank, { onlyThroughBank: true });
    await db.update(tasks).set({ status: 'feito' }).where(eq(tasks.id, outcome.taskId));
  } catch (err) {
    // The bank did not take it now: the refund is the artist's, as without a bank.
    deps.effects.log(`client cancel: bank refund not made: ${err instanceof Error ? err.message : 'error'}`);
    await db.transaction(async (tx) => {
      await noticeClientChange(tx, agenda, {
        title: 'Devolva o sinal',
        message: `O banco não devolveu o sinal de ${outcome.session.clientName} agora. Devolva pelo app do banco e use 'Devolver sinal' na sessão: ficou uma tarefa para você.`,
        appointmentId: id,
        now,
      });
    });
  }
}

async function refundTask(
  tx: DbOrTx,
  agenda: string,
  session: { id: string; clientId: string | null; clientName: string; depositCents: number },
  now: Date,
): Promise<string> {
  const [task] = await tx
    .insert(tasks)
    .values({
      userId: agenda,
      title: `Devolver sinal de ${formatCents(session.depositCents)} para ${session.clientName}`,
      description:
        "O cliente cancelou pelo link dentro do prazo da política. Devolva pelo app do banco e marque 'Devolver sinal' na sessão.",
      date: today(() => now),
      priority: 'alta',
      clientId: session.clientId,
      appointmentId: session.id,
    })
    .returning({ id: tasks.id });
  return task!.id;
}
