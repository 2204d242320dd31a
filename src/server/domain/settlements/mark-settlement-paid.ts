import { messages } from '../../../shared/errors';
import type { MarkSettlementPaidInput, Settlement } from '../../../shared/schemas/settlement';
import { markSettlementPaidSchema } from '../../../shared/schemas/settlement';
import { settlementPeriodLabel } from '../../../shared/settlement';
import { type Clock, dayStartEpoch, settlementWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { expenses, settlements } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { lockSettlements } from '../locks';
import { isArtistOf, overlappingSettlements, settlementStudio, sumSettlements } from './settlement-queries';

/**
 * 'Marcar como pago': the owner settles one artist's period (decision 0017). One transaction under the
 * artist's settlement lock (locks.ts): a second tap waits, then finds the period paid (409), so a
 * double tap makes one settlement; a payment written meanwhile waits on the same lock and is then
 * refused by the database (the period is closed). The figures are the stored splits of the artist's
 * payments made in the studio over the period; when the studio pays (net above zero) the owner's
 * 'Repasse' expense is booked in the same transaction. When the artist pays the studio nothing is
 * booked: that money is the studio's part, already the studio's revenue on the payments' own days.
 */
export async function markSettlementPaid(
  db: DbOrTx,
  actor: Actor,
  input: MarkSettlementPaidInput,
  clock: Clock,
): Promise<Settlement> {
  const values = markSettlementPaidSchema.parse(input);
  const studio = await settlementStudio(db, actor);
  if (!studio.isOwner) throw new DomainError('FORBIDDEN');
  const { start, end } = settlementWindow(values.period, values.startDate);
  if (start !== values.startDate) throw new DomainError('VALIDATION', { startDate: 'Período inválido' });
  if (values.paidOn > today(clock))
    throw new DomainError('VALIDATION', { paidOn: messages.paymentDateInFuture });
  if (values.artistId === studio.ownerId)
    throw new DomainError('VALIDATION', { artistId: 'Tatuador não encontrado' });

  return failAs('SETTLEMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockSettlements(tx, studio.id, values.artistId);
      if ((await overlappingSettlements(tx, studio.id, start, end, values.artistId)).length > 0)
        throw new DomainError('SETTLEMENT_ALREADY_PAID');
      const [sum] = await sumSettlements(tx, studio, start, end, values.artistId);
      if (!sum)
        throw new DomainError(
          (await isArtistOf(tx, studio.id, values.artistId)) ? 'SETTLEMENT_EMPTY' : 'MEMBER_NOT_FOUND',
        );
      if (values.netCents !== undefined && values.netCents !== sum.netCents)
        throw new DomainError('SETTLEMENT_CHANGED');

      const label = settlementPeriodLabel(values.period, start, end);
      const [expense] =
        sum.netCents > 0
          ? await tx
              .insert(expenses)
              .values({
                userId: studio.ownerId,
                description: `Repasse — ${sum.name} (${label})`,
                amountCents: sum.netCents,
                category: 'repasse',
                date: values.paidOn,
                dateEpoch: dayStartEpoch(values.paidOn),
                paymentMethod: values.method,
              })
              .returning({ id: expenses.id })
          : [];
      // What the row stores is what the answer says.
      const settled = {
        artistId: values.artistId,
        period: values.period,
        startDate: start,
        endDate: end,
        studioOwesCents: sum.studioOwesCents,
        artistOwesCents: sum.artistOwesCents,
        netCents: sum.netCents,
        paymentsCount: sum.paymentsCount,
        method: values.method,
        paidOn: values.paidOn,
        expenseId: expense?.id ?? null,
      };
      const [row] = await tx
        .insert(settlements)
        .values({ organizationId: studio.id, paidBy: actor.userId, ...settled })
        .returning({ id: settlements.id, createdAt: settlements.createdAt });
      return {
        id: row!.id,
        artistName: sum.name,
        ...settled,
        createdAt: row!.createdAt.toISOString(),
      };
    }),
  );
}
