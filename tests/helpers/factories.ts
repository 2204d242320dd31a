import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { Agent } from './agent';
import { TEST_ORIGIN } from './test-server';

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

/** An artist (or the front desk) of `owner`'s studio, joined the real way: invited, then signed up from the link. */
export async function studioArtist(
  app: FastifyInstance,
  owner: { agent: Agent },
  options: { name?: string; email?: string; percentage?: number; role?: 'artist' | 'recepcao' } = {},
) {
  const email = options.email ?? uniqueEmail('tatuador');
  const password = 'segredo123';
  const name = options.name ?? 'Tatuador do Estúdio';
  const invited = await owner.agent.post('/api/team/invitations', {
    email,
    initialPercentage: options.percentage ?? 50,
    role: options.role ?? 'artist',
  });
  if (invited.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  const agent = new Agent(app);
  const joined = await agent.post(`/api/invitations/${invited.body.token}/sign-up`, { name, password });
  if (joined.status !== 201) throw new Error(`invitation sign-up failed: ${JSON.stringify(joined.body)}`);
  const me = await agent.get('/api/me');
  return { agent, email, password, name, id: me.body.id as string };
}

/** What the public booking page sends: the form as the `data` field, images as `images` files. */
/** A file of the booking form: its bytes, and the name and type the browser would send. */
export interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it: the form as `data`, files as `images`. */
export function bookingRequestMultipart(data: unknown, images: (Buffer | UploadFile)[] = []) {
  const boundary = `----tinta${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  for (const [i, image] of images.entries()) {
    const file = Buffer.isBuffer(image) ? { bytes: image, name: `ref${i}.png`, type: 'image/png' } : image;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name ?? `ref${i}.jpg`}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A client's request on `/agendar/{slug}`, signed out, from `ip`; answers the status and body. */
export async function sendBookingRequest(
  app: FastifyInstance,
  slug: string,
  data: unknown,
  options: { images?: (Buffer | UploadFile)[]; ip?: string } = {},
) {
  const { payload, contentType } = bookingRequestMultipart(data, options.images);
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/booking/${slug}/requests`,
    remoteAddress: options.ip ?? '10.77.0.1',
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { token?: string; message?: string; fields?: Record<string, string> },
  };
}

/**
 * The settings of an open booking page at `slug`: 10:00–19:00 every day unless `over` says
 * otherwise, 2 h sessions, no notice, ten days ahead, no Pix.
 */
export function bookingSettings(slug: string, over: Record<string, unknown> = {}) {
  const workday = [{ start: '10:00', end: '19:00' }];
  return {
    enabled: true,
    slug,
    bio: '',
    weekly: Array.from({ length: 7 }, () => workday),
    sessionLengths: [120],
    minNoticeHours: 0,
    horizonDays: 10,
    daysOff: [],
    pixKeyType: null,
    pixKey: '',
    pixName: '',
    pixCity: '',
    holdHours: 24,
    ...over,
  };
}

/** Opens the signed-in user's booking page at `slug` (bookingSettings with `over`). */
export async function openBookingPage(agent: Agent, slug: string, over: Record<string, unknown> = {}) {
  const res = await agent.put('/api/booking/settings', bookingSettings(slug, over));
  if (res.status !== 200) throw new Error(`booking page ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A 10:00 session for 'Cliente {title}' on `day`, booked by `agent`'s user; answers its id. */
export async function bookedSession(agent: Agent, day: string, title = 'Sessão'): Promise<string> {
  const res = await agent.post<{ id: string }>('/api/appointments', {
    clientName: `Cliente ${title}`,
    title,
    date: day,
    time: '10:00',
  });
  if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A session on `day` finalized that day with `amountCents` by Pix, received by `receivedBy` (a
 * studio's repasse nets on it; absent: the studio's default); answers the session's id.
 */
export async function finishedSession(
  agent: Agent,
  day: string,
  amountCents: number,
  receivedBy?: 'estudio' | 'tatuador',
): Promise<string> {
  const id = await bookedSession(agent, day, `Sessão ${amountCents}`);
  const res = await agent.post(`/api/appointments/${id}/finalize`, {
    amountCents,
    date: day,
    method: 'pix',
    ...(receivedBy ? { receivedBy } : {}),
  });
  if (res.status !== 200) throw new Error(`finalize failed: ${JSON.stringify(res.body)}`);
  return id;
}
