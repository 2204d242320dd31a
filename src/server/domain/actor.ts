import type { Me } from '../../shared/schemas/profile';

/** Who is asking: the signed-in user. Every domain function scopes its work to it. */
export interface Actor {
  userId: string;
  /**
   * The user's profile as the request floor read it together with the session, when it did
   * (auth/fast-session.ts): as fresh as a second query, without the round trip.
   */
  me?: Me;
}
