import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { Db } from '../../db/client';
import { appointments, payments, pixRefunds } from '../../db/schema';
import { PixApiError } from '../../pix-api/pix-api-client';
import { isSettlementClosed } from '../errors';
import { refreshPaidValues } from '../payments/refresh-paid-values';
import type { Bank } from './bank-sessions';
import type { PixApiDeps } from './pix-api-deps';
import { tellArtist } from './settle-charge';

type Refund = typeof pixRefunds.$inferSelect;
export type RefundStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

/** The bank's reason as text for the artist: one line, at most what the standard allows (140). */
function reasonOf(motivo: unknown): string | null {
  if (typeof motivo !== 'string') return null;
  const text = motivo
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 140);
  return text || null;
}

/**
 * Where one of our refunds stands, asked of the bank itself (`GET /pix/{e2eid}/devolucao/{id}`) —
 * a notification's `devolucoes` only make us ask, like its Pix do. DEVOLVIDO: recorded.
 * NAO_REALIZADO: the money never left, so the estorno booked for it is taken back (the deposit is
 * on the session again; rollups follow by trigger) and the artist is told why, in one transaction
 * under the session's row lock — the refund row moves out of EM_PROCESSAMENTO once, so however many
 * rounds, instances or notifications see it, the estorno goes once and the artist is told once.
 * Answers the status the bank gave; throws when the bank could not be asked (the caller backs off).
 */
export async function followRefund(
  db: Db,
  refund: Refund,
  bank: Bank,
  deps: PixApiDeps,
): Promise<RefundStatus> {
  const answer = await bank.client.call<{ id?: unknown; status?: unknown; motivo?: unknown }>(
    'GET',
    `/pix/${refund.endToEndId}/devolucao/${refund.refundId}`,
  );
  // Not found at this bank (the artist connected another one since): the bank was not asked.
  if (answer.status !== 200) throw new PixApiError('refused', answer.status);
  const { id, status, motivo } = answer.body ?? {};
  if (id !== undefined && id !== refund.refundId) throw new PixApiError('invalid-answer', answer.status);
  if (status === 'DEVOLVIDO') {
    await db
      .update(pixRefunds)
      .set({ status: 'DEVOLVIDO', reason: reasonOf(motivo) })
      .where(and(eq(pixRefunds.refundId, refund.refundId), eq(pixRefunds.status, 'EM_PROCESSAMENTO')));
    return status;
  }
  if (status === 'NAO_REALIZADO') {
    await refundNotDone(db, refund, reasonOf(motivo), deps);
    return status;
  }
  if (status === 'EM_PROCESSAMENTO') return status;
  throw new PixApiError('invalid-answer', answer.status);
}

async function refundNotDone(db: Db, refund: Refund, reason: string | null, deps: PixApiDeps) {
  await db.transaction(async (tx) => {
    // The session first (lock order: the appointment, then what hangs below it), then the refund.
    const [session] = refund.appointmentId
      ? await tx.select().from(appointments).where(eq(appointments.id, refund.appointmentId)).for('update')
      : [];
    const [row] = await tx
      .select()
      .from(pixRefunds)
      .where(eq(pixRefunds.refundId, refund.refundId))
      .for('update');
    // Already settled, by another round, instance or notification.
    if (row?.status !== 'EM_PROCESSAMENTO') return;
    await tx
      .update(pixRefunds)
      .set({ status: 'NAO_REALIZADO', reason, paymentId: null })
      .where(eq(pixRefunds.refundId, row.refundId));
    let keptInSettlement = false;
    const estorno = row.paymentId;
    if (estorno) {
      try {
        // Under a savepoint: a paid settlement (repasse) holding the estorno refuses it.
        await tx.transaction((sp) =>
          sp
            .delete(payments)
            .where(
              and(eq(payments.id, estorno), eq(payments.userId, row.userId), eq(payments.kind, 'estorno')),
            ),
        );
      } catch (err) {
        if (!isSettlementClosed(err)) throw err;
        keptInSettlement = true;
      }
    }
    if (session && !keptInSettlement) await refreshPaidValues(tx, session.id);
    const amount = formatCents(refund.amountCents);
    const why = reason ? ` Motivo informado pelo banco: ${reason}.` : ' O banco não informou o motivo.';
    let what: string;
    if (!session) {
      what = `O banco não concluiu a devolução de ${amount} do sinal de uma sessão que foi excluída.${why} Devolva o valor por fora, pelo app do banco.`;
    } else {
      const { day, time } = splitSaoPaulo(session.startTime);
      const head = `O banco não concluiu a devolução de ${amount} do sinal de ${session.clientName} (sessão de ${formatDayBR(day)} às ${time}).${why}`;
      what = keptInSettlement
        ? `${head} O estorno continua lançado porque o período já está num repasse pago: devolva o valor por fora, pelo app do banco.`
        : `${head} O sinal voltou para a sessão: devolva por fora, pelo app do banco, ou tente 'Devolver sinal' de novo.`;
    }
    await tellArtist(
      tx,
      deps,
      row.userId,
      session?.id ?? null,
      'Devolução não realizada',
      what,
      'refund_failed',
    );
  });
}
