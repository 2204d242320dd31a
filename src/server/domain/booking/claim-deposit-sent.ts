import { eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequests, depositReceipts } from '../../db/schema';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError, failAs } from '../errors';
import { findDepositBank } from '../pix-api/connection-row';
import type { Effects } from '../reminders/effects';
import { noticeClientChange } from './client-change-notice';
import { findRequestByToken } from './find-request-by-token';
import { keepRequestImages } from './keep-request-images';

/** A second 'Já paguei' within this window replaces the receipt without ringing the artist again. */
const RENOTIFY_MS = 10 * 60_000;

/**
 * 'Já paguei' on the client's link while a deposit is due and no bank is connected (issue 28): the
 * client says the Pix was sent, with the receipt if they have one (checked and redrawn like a
 * booking's reference images). The artist is told to check the bank app and mark it received —
 * nothing is booked: only the artist, or the bank, says money arrived.
 */
export async function claimDepositSent(
  db: DbOrTx,
  slug: string,
  token: string,
  input: { images: Buffer[] },
  effects: Effects,
): Promise<void> {
  const { request } = await findRequestByToken(db, slug, token);
  if (request.status !== 'aceito' || !request.appointmentId) throw new DomainError('BOOKING_NO_DEPOSIT_DUE');
  if (await findDepositBank(db, request.userId)) throw new DomainError('BOOKING_NO_DEPOSIT_DUE');
  const [receipt] = await keepRequestImages(input.images.slice(0, 1));
  const now = effects.clock();
  await failAs('BOOKING_CHANGE_FAILED', () =>
    db.transaction(async (tx) => {
      const session = await findOwnAppointment(tx, request.userId, request.appointmentId!, {
        forUpdate: true,
      });
      const due = session.depositDueCents - session.depositCents;
      if (session.status !== 'agendado' || session.isTattooFinished || due <= 0)
        throw new DomainError('BOOKING_NO_DEPOSIT_DUE');
      const [current] = await tx
        .select({ claimedAt: bookingRequests.depositClaimedAt })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, request.id))
        .for('update');
      await tx
        .update(bookingRequests)
        .set({ depositClaimedAt: now })
        .where(eq(bookingRequests.id, request.id));
      if (receipt)
        await tx
          .insert(depositReceipts)
          .values({
            requestId: request.id,
            mime: receipt.mime,
            size: receipt.bytes.length,
            bytes: receipt.bytes,
          })
          .onConflictDoUpdate({
            target: depositReceipts.requestId,
            set: { mime: receipt.mime, size: receipt.bytes.length, bytes: receipt.bytes, createdAt: now },
          });
      const previous = current?.claimedAt;
      if (previous && now.getTime() - previous.getTime() < RENOTIFY_MS) return;
      const { day, time } = splitSaoPaulo(session.startTime);
      await noticeClientChange(tx, request.userId, {
        title: 'Cliente avisou que pagou o sinal',
        message: `${session.clientName} avisou que pagou o sinal de ${formatCents(due)} da sessão de ${formatDayBR(day)} às ${time}${receipt ? ' e enviou o comprovante' : ''}. Confira no app do banco e marque o sinal como recebido.`,
        appointmentId: session.id,
        now,
      });
    }),
  );
}
