import { paymentKindLabels, paymentMethodLabels, paymentReceiverLabels } from '../../../shared/enums';
import type { SettlementStatementQuery } from '../../../shared/schemas/settlement';
import { type Clock, formatDayBR } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { centsForSpreadsheet, toCsv } from '../exports/csv';
import { readSettlementStatement } from './read-settlement-statement';

/**
 * The statement of one artist's period (CSV, the export's conventions): every payment made in the
 * studio with who received it and its split, then the totals, the net and — when paid — the
 * settlement. The owner for any artist of the studio; an artist only their own.
 */
export async function exportSettlementCsv(
  db: DbOrTx,
  actor: Actor,
  query: SettlementStatementQuery,
  clock: Clock,
): Promise<{ filename: string; csv: string }> {
  const statement = await readSettlementStatement(db, actor, query, clock);
  const { studioOwesCents: studioOwes, artistOwesCents: artistOwes, netCents: net } = statement;

  const lines = statement.payments.map((p) => [
    formatDayBR(p.date),
    p.clientName,
    p.title,
    paymentKindLabels[p.kind],
    paymentMethodLabels[p.method],
    paymentReceiverLabels[p.receivedBy],
    centsForSpreadsheet(p.amountCents),
    centsForSpreadsheet(p.artistCents),
    centsForSpreadsheet(p.studioCents),
  ]);
  const blank = ['', '', '', '', '', '', ''];
  const summary: string[][] = [
    [],
    ['Repasse', `${statement.artistName} — ${statement.periodLabel}`, ...blank],
    ['Estúdio deve ao tatuador', '', ...blank.slice(1), centsForSpreadsheet(studioOwes)],
    ['Tatuador deve ao estúdio', '', ...blank.slice(1), centsForSpreadsheet(artistOwes)],
    [
      net >= 0 ? 'Saldo: estúdio paga ao tatuador' : 'Saldo: tatuador paga ao estúdio',
      '',
      ...blank.slice(1),
      centsForSpreadsheet(Math.abs(net)),
    ],
    [
      'Situação',
      statement.settlement
        ? `Pago em ${formatDayBR(statement.settlement.paidOn)}`
        : statement.overlapping
          ? 'Parte do período já acertada em outro repasse'
          : 'Em aberto',
      ...blank,
    ],
  ];
  const csv = toCsv(
    [
      'Data',
      'Cliente',
      'Sessão',
      'Tipo',
      'Forma de Pagamento',
      'Recebido por',
      'Valor (R$)',
      'Parte do tatuador (R$)',
      'Parte do estúdio (R$)',
    ],
    [...lines, ...summary],
  );
  return { filename: `${statement.fileBase}.csv`, csv };
}
