import { eq } from 'drizzle-orm';
import { type Me, type UpdateProfileInput, updateProfileSchema } from '../../../shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { readMe } from './get-me';

/** Renames the signed-in user. The e-mail is the login and is never changed here. */
export async function updateProfile(db: DbOrTx, actor: Actor, input: UpdateProfileInput): Promise<Me> {
  const { name } = updateProfileSchema.parse(input);
  await failAs('PROFILE_UPDATE_FAILED', () =>
    db.update(profiles).set({ name }).where(eq(profiles.id, actor.userId)),
  );
  return readMe(db, actor.userId);
}
