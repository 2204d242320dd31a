import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { Agent } from './agent';

export const uniqueEmail = (prefix = 'artista') => `${prefix}.${randomBytes(4).toString('hex')}@tinta.test`;

export interface UserOptions {
  name?: string;
  email?: string;
  password?: string;
  plan?: 'basico' | 'estudio' | null;
  studioName?: string;
}

/**
 * A verified, signed-in user through the real HTTP flow (sign-up, then sign-in). The verification
 * click itself is covered by the auth tests; factories mark the e-mail verified directly.
 */
export async function signedInUser(app: FastifyInstance, db: Db, options: UserOptions = {}) {
  const agent = new Agent(app);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'segredo123';
  const name = options.name ?? 'Artista Teste';
  const signUp = await agent.post('/api/auth/sign-up/email', { name, email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  await db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, email));
  const signIn = await agent.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  const plan = options.plan === undefined ? 'basico' : options.plan;
  if (plan) {
    const body =
      plan === 'estudio'
        ? { planType: plan, studioName: options.studioName ?? 'Estúdio Teste' }
        : { planType: plan };
    const chosen = await agent.post('/api/me/plan', body);
    if (chosen.status !== 200) throw new Error(`plan failed: ${JSON.stringify(chosen.body)}`);
  }
  const me = await agent.get('/api/me');
  return { agent, email, password, name, id: me.body.id as string };
}
