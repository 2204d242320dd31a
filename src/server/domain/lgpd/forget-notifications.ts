import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wholeNamePattern } from './redact-name';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The bell forgets an erased client. A notification points at its subject by id only (no foreign
 * key: a request deleted earlier leaves its "Ana Souza pediu 27/11 às 02:00" behind), so three rules,
 * in the artist's notifications only:
 * - about their sessions, requests or tasks (`related`, ids collected by the erasure);
 * - naming them: the full name as whole words (case and accents ignored; 'Ana' is not 'Mariana') or
 *   the phone's digits, whatever the subject;
 * - whose subject is gone and whose text has any part of the name ('Wanderleia pediu…' typed with the
 *   first name only). A live notification about someone else who shares a first name stays.
 */
export async function forgetNotifications(
  tx: DbOrTx,
  userId: string,
  who: { related: string[]; fullName: string; pieces: string[]; digits: string },
): Promise<void> {
  const text = sql`(n.title || ' ' || n.message)`;
  const byId = who.related.length
    ? sql`n.related_id IN (${sql.join(
        who.related.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const fullName = wholeNamePattern(who.fullName);
  const byFullName = fullName ? sql`tinta_fold(${text}) ~ ${fullName}` : sql`false`;
  const byDigits = who.digits
    ? sql`strpos(regexp_replace(${text}, '[^0-9]', '', 'g'), ${who.digits}) > 0`
    : sql`false`;
  const parts = who.pieces.length ? `\\m(${who.pieces.map(escapeRegex).join('|')})\\M` : null;
  const orphanNamingPart = parts
    ? sql`(NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = n.related_id)
          AND NOT EXISTS (SELECT 1 FROM booking_requests r WHERE r.id = n.related_id)
          AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.id = n.related_id)
          AND tinta_fold(${text}) ~ ${parts})`
    : sql`false`;
  await tx.execute(sql`
    DELETE FROM notifications n
    WHERE n.user_id = ${userId}
      AND (${byId}
        OR ${byFullName}
        OR ${byDigits}
        OR ${orphanNamingPart})`);
}
