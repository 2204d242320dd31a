import { eq, sql } from 'drizzle-orm';
import type { AnamnesisInput, AnamnesisLinkForm } from '../../../shared/schemas/anamnesis';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { anamnesisLinks, clients } from '../../db/schema';
import { DomainError, failAs } from '../errors';
import { lockClient } from '../locks';
import { readMe } from '../profile/get-me';
import { hashAnamnesisToken } from './create-anamnesis-link';
import { recordAnamnesis } from './record-anamnesis';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function openLink(db: DbOrTx, token: string, now: Date, forUpdate = false) {
  if (!TOKEN.test(token)) throw new DomainError('ANAMNESIS_LINK_GONE');
  const query = db
    .select()
    .from(anamnesisLinks)
    .where(eq(anamnesisLinks.tokenHash, hashAnamnesisToken(token)));
  const [link] = forUpdate ? await query.for('update') : await query;
  // Unknown, used or expired: one answer, so a link says nothing about whether it ever existed.
  if (!link || link.usedAt || link.expiresAt <= now) throw new DomainError('ANAMNESIS_LINK_GONE');
  return link;
}

/** What the link page shows first: whose studio asks, and the client's first name. Nothing else. */
export async function getAnamnesisLinkForm(
  db: DbOrTx,
  token: string,
  clock: Clock,
): Promise<AnamnesisLinkForm> {
  const link = await openLink(db, token, clock());
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, link.clientId));
  const artist = await readMe(db, link.userId);
  return { artistName: artist.name, clientName: (client?.name ?? '').split(/\s+/)[0] ?? '' };
}

/**
 * The client's answers through the link: stored for the artist, the link spent, in one transaction.
 * The lock order (domain/locks.ts) puts the client before its link: the link is read, its client
 * locked, then the link locked and checked again. A client erased meanwhile took the link with them:
 * the same 404 as any spent link.
 */
export async function submitAnamnesisLink(
  db: DbOrTx,
  token: string,
  input: AnamnesisInput,
  clock: Clock,
): Promise<void> {
  const now = clock();
  await failAs('ANAMNESIS_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const seen = await openLink(tx, token, now);
      await lockClient(tx, seen.userId, seen.clientId, 'ANAMNESIS_LINK_GONE');
      const link = await openLink(tx, token, now, true);
      await recordAnamnesis(tx, { userId: link.userId, clientId: link.clientId }, input, 'link', now);
      await tx.update(anamnesisLinks).set({ usedAt: now }).where(sql`${anamnesisLinks.id} = ${link.id}`);
    }),
  );
}
