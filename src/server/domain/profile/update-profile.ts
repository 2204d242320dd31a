import { eq } from 'drizzle-orm';
import type { Me, UpdateProfileInput } from '../../../shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { getMe } from './get-me';

/** Renames the signed-in user. The e-mail is the login and is never changed here. */
export async function updateProfile(db: DbOrTx, actor: Actor, input: UpdateProfileInput): Promise<Me> {
  await db.update(profiles).set({ name: input.name }).where(eq(profiles.id, actor.userId));
  return getMe(db, actor);
}
