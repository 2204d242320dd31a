import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/enums';
import { formatCents } from '../../../shared/money';
import { dayStartEpoch, formatDayBR, splitSaoPaulo, toIsoDay } from '../../../shared/time';
import type { Db } from '../../db/client';
import { appointments, notifications, payments, pixCharges } from '../../db/schema';
import { PixApiError } from '../../pix-api/pix-api-client';
import { MAX_APPOINTMENT_CENTS, refreshPaidValues } from '../payments/refresh-paid-values';
import type { Bank } from './bank-sessions';
import type { PixApiDeps } from './pix-api-deps';

type Charge = typeof pixCharges.$inferSelect;

/** One Pix as the bank's own charge lists it (`GET /cob/{txid}` → `pix[]`). */
interface ReceivedPix {
  endToEndId: string;
  amountCents: number;
  at: Date;
}

const DECIMAL = /^(\d{1,10})\.(\d{2})$/;

/** The Pix of a charge as the bank answered them; anything not in the standard's shape is skipped. */
function receivedPixOf(body: unknown, txid: string): ReceivedPix[] {
  const list = (body as { pix?: unknown })?.pix;
  if (!Array.isArray(list)) return [];
  const out: ReceivedPix[] = [];
  for (const item of list.slice(0, 100)) {
    const p = item as { endToEndId?: unknown; txid?: unknown; valor?: unknown; horario?: unknown };
    const amount = typeof p.valor === 'string' ? DECIMAL.exec(p.valor) : null;
    const at = typeof p.horario === 'string' ? new Date(p.horario) : null;
    if (typeof p.endToEndId !== 'string' || !/^[A-Za-z0-9]{32}$/.test(p.endToEndId)) continue;
    if ((p.txid !== undefined && p.txid !== txid) || !amount || !at || Number.isNaN(at.getTime())) continue;
    const cents = Number(amount[1]) * 100 + Number(amount[2]);
    // A bank reporting more than any session can hold is not believed either.
    if (cents <= 0 || cents > MAX_APPOINTMENT_CENTS) continue;
    out.push({ endToEndId: p.endToEndId, amountCents: cents, at });
  }
  return out;
}

/**
 * What the bank says was paid to one of our charges — asked of the bank itself (`GET /cob/{txid}`),
 * never taken from a notification's body, so a forged call changes nothing. Each Pix becomes a
 * deposit (kind sinal, dated the São Paulo day it was paid) once, whatever the number of calls,
 * instances or retries (its end-to-end id is unique among payments); the hold is confirmed by
 * the deposit itself; the artist gets a notice (bell, and push when on). A Pix for less or more
 * than the charge is recorded as it came, and the notice says so. `bank`: the artist's, for this
 * round (bank-sessions.ts); none connected, nothing is asked. Returns how many were new.
 */
export async function settleCharge(
  db: Db,
  charge: Charge,
  bank: Bank | null,
  deps: PixApiDeps,
): Promise<number> {
  if (!bank) return 0;
  const answer = await bank.client.call<{ status?: unknown }>('GET', `/cob/${charge.txid}`);
  // Not found at this bank (the artist connected another one since): the bank was not asked.
  if (answer.status !== 200) throw new PixApiError('refused', answer.status);
  const paid = receivedPixOf(answer.body, charge.txid);
  const status = answer.body?.status;
  let recorded = 0;
  for (const pix of paid) if (await recordPix(db, charge, pix, deps)) recorded++;
  if (paid.length === 0 && (status === 'REMOVIDA_PELO_PSP' || status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR')) {
    await db
      .update(pixCharges)
      .set({ status: 'expired' })
      .where(and(eq(pixCharges.txid, charge.txid), eq(pixCharges.status, 'active')));
  }
  return recorded;
}

async function recordPix(db: Db, charge: Charge, pix: ReceivedPix, deps: PixApiDeps): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The session first (the lock a deposit by hand takes too), then the charge.
    const [session] = charge.appointmentId
      ? await tx.select().from(appointments).where(eq(appointments.id, charge.appointmentId)).for('update')
      : [];
    const amount = formatCents(pix.amountCents);
    if (!session) {
      // The session was deleted: the money arrived all the same, and only the artist can place it.
      const [claimed] = await tx
        .update(pixCharges)
        .set({
          receivedCents: sql`${pixCharges.receivedCents} + ${pix.amountCents}`,
          orphanEndToEndIds: sql`array_append(${pixCharges.orphanEndToEndIds}, ${pix.endToEndId})`,
        })
        .where(
          and(
            eq(pixCharges.txid, charge.txid),
            sql`NOT (${pix.endToEndId} = ANY(${pixCharges.orphanEndToEndIds}))`,
          ),
        )
        .returning({ txid: pixCharges.txid });
      return (
        Boolean(claimed) &&
        (await tellArtist(
          tx,
          deps,
          charge.userId,
          null,
          'Pix recebido',
          `Chegou um Pix de ${amount} para o sinal de uma sessão que foi excluída. Confira no seu banco e devolva ou registre o valor.`,
        ))
      );
    }
    // Marked by hand before the bank told us ('Marcar sinal recebido'): that deposit is this Pix.
    const [byHand] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, session.id),
          eq(payments.kind, 'sinal'),
          eq(payments.amountCents, pix.amountCents),
          isNull(payments.pixEndToEndId),
        ),
      )
      .limit(1);
    const date = toIsoDay(pix.at);
    const recorded = byHand
      ? await tx
          .update(payments)
          .set({ pixEndToEndId: pix.endToEndId })
          .where(eq(payments.id, byHand.id))
          .returning({ id: payments.id })
      : await tx
          .insert(payments)
          .values({
            userId: session.userId,
            appointmentId: session.id,
            clientName: session.clientName,
            amountCents: pix.amountCents,
            method: 'pix',
            kind: 'sinal',
            date,
            dateEpoch: dayStartEpoch(date),
            // Into the account of the bank that charged it: the artist's own, or the studio's.
            receivedBy: charge.bankUserId === session.userId ? 'tatuador' : 'estudio',
            pixEndToEndId: pix.endToEndId,
          })
          .onConflictDoNothing({
            target: [payments.userId, payments.pixEndToEndId],
            where: sql`${payments.pixEndToEndId} IS NOT NULL`,
          })
          .returning({ id: payments.id });
    if (recorded.length === 0) return false; // this Pix is already a deposit
    if (!byHand) await refreshPaidValues(tx, session.id);
    const [updated] = await tx
      .update(pixCharges)
      .set({
        receivedCents: sql`${pixCharges.receivedCents} + ${pix.amountCents}`,
        status: sql`CASE WHEN ${pixCharges.receivedCents} + ${pix.amountCents} >= ${pixCharges.amountCents} THEN 'paid' ELSE ${pixCharges.status} END`,
      })
      .where(eq(pixCharges.txid, charge.txid))
      .returning({ receivedCents: pixCharges.receivedCents, amountCents: pixCharges.amountCents });
    if (byHand) return true; // the artist already knows: no second notice
    const { day, time } = splitSaoPaulo(session.startTime);
    const received = updated?.receivedCents ?? pix.amountCents;
    const expected = updated?.amountCents ?? charge.amountCents;
    const note =
      session.status === 'cancelado'
        ? ' A sessão está cancelada: devolva o sinal ou reabra a sessão.'
        : received < expected
          ? ` Faltam ${formatCents(expected - received)} do sinal de ${formatCents(expected)}.`
          : received > expected
            ? ` É ${formatCents(received - expected)} a mais que o sinal de ${formatCents(expected)}.`
            : '';
    return tellArtist(
      tx,
      deps,
      session.userId,
      session.id,
      'Sinal recebido',
      `${session.clientName} pagou ${amount} de sinal da sessão de ${formatDayBR(day)} às ${time}.${note}`,
    );
  });
}

/** The bell notice (and push, when on) of what the bank reported (a Pix, a refund's outcome). */
export async function tellArtist(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  deps: PixApiDeps,
  userId: string,
  appointmentId: string | null,
  title: string,
  message: string,
  type: NotificationType = 'deposit_received',
): Promise<true> {
  await tx.insert(notifications).values({
    userId,
    type,
    title,
    message,
    relatedId: appointmentId,
    relatedType: appointmentId ? 'appointment' : null,
    scheduledFor: deps.clock(),
    status: 'pending',
  });
  return true;
}
