import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * What part of a studio the actor works in — THE one place that decides who sees and writes
 * whose agenda (docs/behaviour/studio-and-team.md, "Who sees what"):
 *
 *   owner     every member's agenda; books, moves and edits for any of them
 *   recepcao  the same agenda rights as the owner (front desk), no money reports, no health records
 *   artist    their own agenda only
 *   solo      (no studio) their own agenda only — SPEC's per-user scoping, unchanged
 *
 * Read per request from the member row: a removed member loses the studio at once, without
 * anything to revoke in their session.
 */
export type StudioRole = 'owner' | 'artist' | 'recepcao';

export interface StudioScope {
  userId: string;
  studio: { id: string; name: string; ownerId: string; role: StudioRole } | null;
}

interface ScopeRow extends Record<string, unknown> {
  id: string;
  name: string;
  owner_id: string;
  role: string;
}

/** The active members of a studio who keep an agenda (everyone but the front desk). */
const agendaMembers = (organizationId: SQL | string) => sql`
      SELECT user_id FROM organization_members
      WHERE organization_id = ${organizationId} AND status = 'active' AND role <> 'recepcao'`;

/** The actor's studio and membership, and with `agendas` every member with an agenda (an array). */
const scopeStatement = (actor: Actor, agendas: boolean) => sql`
      SELECT o.id, o.name, o.owner_id, m.role${agendas ? sql`, ARRAY(${agendaMembers(sql`o.id`)}) AS agendas` : sql``}
      FROM profiles p
      JOIN organizations o ON o.id = p.organization_id
      JOIN organization_members m
        ON m.organization_id = o.id AND m.user_id = p.id AND m.status = 'active'
      WHERE p.id = ${actor.userId} AND p.plan_type = 'estudio'`;

function toScope(actor: Actor, row: ScopeRow | undefined): StudioScope {
  if (!row) return { userId: actor.userId, studio: null };
  const role: StudioRole =
    row.owner_id === actor.userId ? 'owner' : row.role === 'recepcao' ? 'recepcao' : 'artist';
  return { userId: actor.userId, studio: { id: row.id, name: row.name, ownerId: row.owner_id, role } };
}

export async function loadStudioScope(db: DbOrTx, actor: Actor): Promise<StudioScope> {
  const [row] = (await db.execute<ScopeRow>(scopeStatement(actor, false))).rows;
  return toScope(actor, row);
}

/**
 * {@link loadStudioScope} and {@link agendaUserIds} in one statement, for the reads that need both
 * on every request (the agenda, the dashboard): one round trip, not two.
 */
export async function loadAgendaScope(
  db: DbOrTx,
  actor: Actor,
): Promise<{ scope: StudioScope; agendaUserIds: string[] }> {
  const [row] = (await db.execute<ScopeRow & { agendas: string[] }>(scopeStatement(actor, true))).rows;
  const scope = toScope(actor, row);
  return { scope, agendaUserIds: row && seesStudioAgenda(scope) ? row.agendas : [actor.userId] };
}

/** Owner and front desk keep the whole studio's agenda. */
export function seesStudioAgenda(scope: StudioScope): boolean {
  return scope.studio?.role === 'owner' || scope.studio?.role === 'recepcao';
}

/** The active members whose agenda this actor keeps: the whole studio, or only themselves. */
export async function agendaUserIds(db: DbOrTx, scope: StudioScope): Promise<string[]> {
  if (!scope.studio || !seesStudioAgenda(scope)) return [scope.userId];
  const rows = (await db.execute<{ user_id: string }>(agendaMembers(scope.studio.id))).rows;
  return rows.map((r) => r.user_id);
}

/**
 * Every active member of the actor's studio (the actor too), whatever their role: whose clients a
 * search may offer as the studio's (name only) and a booking may carry over. Alone: only themselves.
 */
export async function studioMemberIds(db: DbOrTx, scope: StudioScope): Promise<string[]> {
  if (!scope.studio) return [scope.userId];
  const rows = (
    await db.execute<{ user_id: string }>(sql`
      SELECT user_id FROM organization_members
      WHERE organization_id = ${scope.studio.id} AND status = 'active'`)
  ).rows;
  return rows.map((r) => r.user_id);
}

/**
 * The agenda a booking write goes to: `artistId` when given and this actor may book for them (the
 * owner or the front desk, for an active artist of their studio), else the actor's own. Anyone else
 * asking for another person's agenda is told that person does not exist for them.
 */
export async function agendaOwnerFor(
  db: DbOrTx,
  actor: Actor,
  artistId: string | null | undefined,
): Promise<{ scope: StudioScope; agendaUserId: string }> {
  const scope = await loadStudioScope(db, actor);
  if (!artistId || artistId === actor.userId) {
    if (scope.studio?.role === 'recepcao')
      throw new DomainError('VALIDATION', { artistId: 'Escolha o tatuador' });
    return { scope, agendaUserId: actor.userId };
  }
  if (!seesStudioAgenda(scope) || !(await agendaUserIds(db, scope)).includes(artistId))
    throw new DomainError('VALIDATION', { artistId: 'Tatuador não encontrado' });
  return { scope, agendaUserId: artistId };
}

/** Whether this actor may read and change what is on `agendaUserId`'s agenda. */
export async function keepsAgendaOf(db: DbOrTx, actor: Actor, agendaUserId: string): Promise<boolean> {
  if (agendaUserId === actor.userId) return true;
  const scope = await loadStudioScope(db, actor);
  return seesStudioAgenda(scope) && (await agendaUserIds(db, scope)).includes(agendaUserId);
}
