import type { SettlementStatementQuery } from '../../../shared/schemas/settlement';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { type DrawnPdf, drawPdf } from '../../pdf/render-pool';
import type { Actor } from '../actor';
import { readSettlementStatement } from './read-settlement-statement';

/**
 * The statement of one artist's period as a PDF (the CSV's figures, read by the same function, so
 * the same people get it and the same refusals): drawn in a worker, in the asker's PDF turn.
 */
export function settlementStatementPdf(
  db: DbOrTx,
  actor: Actor,
  query: SettlementStatementQuery,
  clock: Clock,
): Promise<DrawnPdf> {
  return drawPdf(
    actor.userId,
    async () => {
      const statement = await readSettlementStatement(db, actor, query, clock);
      return { document: { kind: 'settlement-statement', statement }, fileName: `${statement.fileBase}.pdf` };
    },
    clock,
  );
}
