import { desc, eq } from 'drizzle-orm';
import {
  type Anamnesis,
  type AnamnesisAnswers,
  type AnamnesisInput,
  anamnesisInputSchema,
  anamnesisQuestions,
} from '../../../shared/schemas/anamnesis';
import type { DbOrTx } from '../../db/client';
import { anamneses } from '../../db/schema';
import { toAnamnesis } from './to-anamnesis';

// Compared question by question: jsonb keeps its keys in its own order.
const sameAnswers = (a: AnamnesisAnswers, b: AnamnesisAnswers) =>
  anamnesisQuestions.every(
    (q) => a[q.key]?.yes === b[q.key].yes && (a[q.key]?.detail ?? '') === b[q.key].detail,
  );

/**
 * Keeps one filling: a new row when anything differs from the client's latest (the old stays as it
 * was), or the latest itself when nothing changed — a session does not pile up identical copies.
 * Runs inside the caller's transaction (the artist's screen or the client's link).
 */
export async function recordAnamnesis(
  tx: DbOrTx,
  owner: { userId: string; clientId: string },
  input: AnamnesisInput,
  via: 'aparelho' | 'link',
  now: Date,
): Promise<{ anamnesis: Anamnesis; created: boolean }> {
  const values = anamnesisInputSchema.parse(input);
  const [latest] = await tx
    .select()
    .from(anamneses)
    .where(eq(anamneses.clientId, owner.clientId))
    .orderBy(desc(anamneses.createdAt))
    .limit(1);
  const same = latest && latest.notes === values.notes && sameAnswers(latest.answers, values.answers);
  if (same) return { anamnesis: toAnamnesis(latest), created: false };
  const [row] = await tx
    .insert(anamneses)
    .values({
      userId: owner.userId,
      clientId: owner.clientId,
      answers: values.answers,
      notes: values.notes,
      filledVia: via,
      healthConsentAt: now,
      createdAt: now,
    })
    .returning();
  return { anamnesis: toAnamnesis(row!), created: true };
}
