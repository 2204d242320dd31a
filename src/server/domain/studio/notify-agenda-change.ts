import { eq } from 'drizzle-orm';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { notifications, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import type { Effects } from '../reminders/effects';

export type AgendaChange = 'booked' | 'moved' | 'taken' | 'given' | 'cancelled' | 'reopened' | 'deleted';

const verbs: Record<AgendaChange, string> = {
  booked: 'agendou',
  moved: 'alterou',
  taken: 'passou para outro tatuador',
  given: 'passou para você',
  cancelled: 'cancelou',
  reopened: 'reabriu',
  deleted: 'excluiu',
};

/**
 * The bell notice (and push, when on) an artist gets when someone else — the studio's owner or
 * front desk — books, changes or moves a session on their agenda. Client name and time only: what
 * was written about the work stays in the session. Nothing when the artist did it themselves.
 * Written in the operation's transaction, so the notice exists exactly when the change does.
 */
export async function notifyAgendaChange(
  tx: DbOrTx,
  actor: Actor,
  artistId: string,
  change: AgendaChange,
  session: { id: string; clientName: string; startTime: Date },
  effects: Effects,
): Promise<void> {
  if (artistId === actor.userId) return;
  const [by] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, actor.userId));
  const { day, time } = splitSaoPaulo(session.startTime);
  await tx.insert(notifications).values({
    userId: artistId,
    type: 'agenda_change',
    title: change === 'booked' ? 'Nova sessão na sua agenda' : 'Sua agenda mudou',
    message: `${by?.name ?? 'O estúdio'} ${verbs[change]} a sessão de ${session.clientName} em ${formatDayBR(day)} às ${time}.`,
    // A deleted session has nothing left to open: the notice leads to the agenda.
    relatedId: change === 'deleted' ? null : session.id,
    relatedType: 'appointment',
    scheduledFor: effects.clock(),
    status: 'pending',
  });
}
