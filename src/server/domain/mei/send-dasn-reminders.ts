import { sql } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import { type Clock, saoPauloParts } from '../../../shared/time';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { readMeiRevenue } from './read-mei-revenue';

/** Users per tick: the notices go in one insert, well under Postgres' bound on parameters. */
const BATCH = 500;

export const DASN_TITLE = 'DASN-SIMEI até 31 de maio';

/** The bell's text: the declaration, its deadline, and the figure it asks for as the app knows it. */
export const dasnMessage = (declaredYear: number, revenueCents: number) =>
  `Entregue a DASN-SIMEI de ${declaredYear} até 31 de maio. Faturamento de ${declaredYear} registrado no Tinta: ${formatCents(revenueCents)}.`;

/**
 * The MEI's yearly declaration (DASN-SIMEI, BRAZIL.md: due 31 May for the previous year): one
 * reminder a year, into the bell (and push, with the delivery right after), from 09:00 on 1 May in
 * São Paulo — not at midnight — or any later day of May if a server was down, to every user with
 * MEI on whose business already existed last year (opened before this year). One, not a second
 * 'last call': `dasn_reminders` holds one row per user and year, claimed in the same transaction
 * that writes the notice, so restarts and two processes never send it twice (a tick takes up to
 * 500 users; the next tick, the next 500). It names last year's revenue as the meter counts it:
 * sessions, income not tied to a session, and revenue from before the app given for that year.
 */
export async function sendDasnReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock();
  const { year, month, day, hour } = saoPauloParts(now);
  if (month !== 5 || (day === 1 && hour < 9)) return 0;
  const declared = year - 1;
  return db.transaction(async (tx) => {
    const claimed = (
      await tx.execute<{ user_id: string }>(sql`
        INSERT INTO dasn_reminders (user_id, year)
        SELECT m.user_id, ${year}::int FROM mei_settings m
        WHERE m.enabled AND (m.opened_month IS NULL OR m.opened_month < ${`${year}-01`})
          AND NOT EXISTS (SELECT 1 FROM dasn_reminders d WHERE d.user_id = m.user_id AND d.year = ${year}::int)
        LIMIT ${BATCH}
        ON CONFLICT DO NOTHING
        RETURNING user_id`)
    ).rows.map((r) => r.user_id);
    if (claimed.length === 0) return 0;
    const revenue = await readMeiRevenue(tx, claimed, declared, `${declared}-12`);
    await tx.insert(notifications).values(
      claimed.map((userId) => {
        const r = revenue.get(userId)!;
        return {
          userId,
          type: 'dasn_reminder' as const,
          title: DASN_TITLE,
          message: dasnMessage(declared, r.sessionsCents + r.otherIncomeCents + r.priorRevenueCents),
          scheduledFor: now,
          status: 'pending' as const,
        };
      }),
    );
    return claimed.length;
  });
}
