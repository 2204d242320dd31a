import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invitations } from '../db/schema';

export async function isPendingInvitationFor(db: Db, token: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.token, token),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
        sql`lower(${invitations.email}) = lower(${email})`,
      ),
    );
  return row !== undefined;
}
