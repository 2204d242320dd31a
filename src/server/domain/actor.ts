/** Who is asking: the signed-in user. Every domain function scopes its work to it. */
export interface Actor {
  userId: string;
}
