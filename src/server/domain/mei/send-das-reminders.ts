import { sql } from 'drizzle-orm';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';

export const DAS_TITLE = 'DAS vence dia 20';

/**
 * From the 15th of each São Paulo month to the 20th, one 'DAS vence dia 20' per MEI who keeps the
 * reminder on: into the bell (and push, with the delivery right after), once a month — the month
 * is claimed in the same statement, so restarts and two processes never send it twice. A server
 * down on the 15th still reminds on the 16th.
 */
export async function sendDasReminders(db: DbOrTx, clock: Clock): Promise<number> {
  const day = today(clock);
  const dom = Number(day.slice(8, 10));
  if (dom < 15 || dom > 20) return 0;
  const month = day.slice(0, 7);
  const due = `${month}-20`;
  const created = await db.execute(sql`
    WITH claimed AS (
      INSERT INTO das_reminders (user_id, month)
      SELECT user_id, ${month} FROM mei_settings WHERE enabled AND das_reminder
      ON CONFLICT DO NOTHING
      RETURNING user_id
    )
    INSERT INTO notifications (user_id, type, title, message, scheduled_for, status)
    SELECT user_id, 'das_reminder', ${DAS_TITLE},
      ${`Pague o DAS do MEI até ${due.slice(8, 10)}/${due.slice(5, 7)} para não pagar multa.`},
      ${clock()}, 'pending'
    FROM claimed`);
  return created.rowCount ?? 0;
}
