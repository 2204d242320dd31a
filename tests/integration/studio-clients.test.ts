import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { ClientList, StudioClientMatch } from '../../src/shared/schemas/client';
import { Agent } from '../helpers/agent';
import { signedInUser, studioArtist, uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 26 "Studio clients": one person for the whole studio. Each artist keeps a row of their own
// for a client (their sessions, their records); the rows of one person are linked, a search finds
// the studio's other clients by name, and booking one of them never registers the person twice.
const now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let ana: User;
let bruno: User;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);
const personOf = async (userId: string, name: string) =>
  (await q('SELECT person_id FROM clients WHERE user_id = $1 AND name = $2', [userId, name])).rows.map(
    (r) => r.person_id as string,
  );
const clientsOf = async (user: User, search = '') =>
  (await user.agent.get<ClientList>(`/api/clients${search ? `?q=${encodeURIComponent(search)}` : ''}`)).body
    .items;
const book = (user: User, body: Record<string, unknown>) =>
  user.agent.post<Appointment>('/api/appointments', {
    title: 'Sessão',
    date: '2026-11-25',
    time: '10:00',
    durationMinutes: 60,
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  owner = await signedInUser(server.app, server.db, {
    plan: 'estudio',
    name: 'Rita Dona',
    studioName: 'Estúdio Pessoa',
  });
  ana = await studioArtist(server.app, owner, { name: 'Ana Traço' });
  bruno = await studioArtist(server.app, owner, { name: 'Bruno Sombra' });
});
afterAll(async () => {
  await server?.close();
});

describe('studio clients', () => {
  it('the same phone on two artists’ lists is one studio person, whatever its format', async () => {
    await ana.agent.post('/api/clients', { name: 'Marina Lopes', phone: '(11) 98888-0001' });
    await bruno.agent.post('/api/clients', { name: 'Marina L.', phone: '+55 11 98888-0001' });
    const [anas] = await personOf(ana.id, 'Marina Lopes');
    expect(anas).toBeTruthy();
    expect(await personOf(bruno.id, 'Marina L.')).toEqual([anas]);
    // Another number is another person.
    await bruno.agent.post('/api/clients', { name: 'Marina Lopes', phone: '(11) 97777-0002' });
    expect(await personOf(bruno.id, 'Marina Lopes')).not.toEqual([anas]);
  });

  it('a search finds the studio’s other clients by name or whole phone, answering names only; booking one adds them to the artist’s list once', async () => {
    await ana.agent.post('/api/clients', {
      name: 'Caio Reis',
      phone: '(11) 96666-0003',
      instagram: 'caio.reis',
    });
    const found = await bruno.agent.get<StudioClientMatch[]>('/api/studio/clients?q=caio');
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(Object.keys(found.body[0]!).sort()).toEqual(['id', 'name']);
    expect(found.body[0]!.name).toBe('Caio Reis');
    // The whole phone, typed any way, finds the person (by name); part of it or the Instagram never
    // does: a search must not reveal another artist's client's contact digit by digit.
    for (const typed of ['11966660003', '+55 (11) 96666-0003'])
      expect((await bruno.agent.get(`/api/studio/clients?q=${encodeURIComponent(typed)}`)).body).toEqual(
        found.body,
      );
    for (const typed of ['96666', '1196666000', 'caio.reis'])
      expect((await bruno.agent.get(`/api/studio/clients?q=${typed}`)).body).toEqual([]);

    const first = await book(bruno, { clientId: found.body[0]!.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ artistId: bruno.id, clientName: 'Caio Reis' });
    const [mine] = await clientsOf(bruno, 'Caio');
    expect(mine).toMatchObject({ name: 'Caio Reis', phone: null, instagram: null });
    expect(first.body.clientId).toBe(mine!.id);
    expect(await personOf(bruno.id, 'Caio Reis')).toEqual(await personOf(ana.id, 'Caio Reis'));

    // Now one of his own: no longer offered as the studio's, and booking it again is the same row.
    expect((await bruno.agent.get<StudioClientMatch[]>('/api/studio/clients?q=caio')).body).toEqual([]);
    const again = await book(bruno, { clientId: found.body[0]!.id, date: '2026-11-26' });
    expect(again.body.clientId).toBe(mine!.id);
    expect(await clientsOf(bruno, 'Caio')).toHaveLength(1);
  });

  it('the owner booking for an artist carries the contact; the record stays behind', async () => {
    await ana.agent.post('/api/clients', { name: 'Dora Alves', phone: '(11) 95555-0004' });
    const [dora] = await clientsOf(ana, 'Dora');
    const filled = await ana.agent.post(`/api/clients/${dora!.id}/anamneses`, {
      answers: Object.fromEntries(anamnesisQuestions.map((k) => [k.key, { yes: false, detail: '' }])),
      notes: 'Alergia a níquel',
      healthConsent: true,
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    const found = (await owner.agent.get<StudioClientMatch[]>('/api/studio/clients?q=dora')).body;
    const booked = await book(owner, { artistId: bruno.id, clientId: found[0]!.id, date: '2026-11-27' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [brunos] = await clientsOf(bruno, 'Dora');
    expect(brunos).toMatchObject({ name: 'Dora Alves', phone: '(11) 95555-0004' });
    const records = await q('SELECT count(*)::int AS n FROM anamneses WHERE client_id = $1', [brunos!.id]);
    expect(records.rows[0].n).toBe(0);
  });

  it('outside the studio a search finds nothing; it needs two characters', async () => {
    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    expect((await solo.agent.get('/api/studio/clients?q=caio')).body).toEqual([]);
    const stranger = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Outro' });
    expect((await stranger.agent.get('/api/studio/clients?q=caio')).body).toEqual([]);
    expect((await bruno.agent.get('/api/studio/clients?q=c')).status).toBe(400);
    // And a stranger naming a studio client's id books nothing with it.
    const [caio] = await clientsOf(ana, 'Caio');
    expect((await book(stranger, { clientId: caio!.id })).status).toBe(404);
  });

  it('an artist who joins brings their clients in as studio persons, linked by phone', async () => {
    const email = uniqueEmail('entra');
    const joiner = await signedInUser(server.app, server.db, { plan: 'basico', email, name: 'Joana Entra' });
    await joiner.agent.post('/api/clients', { name: 'Marina da Silva', phone: '11988880001' });
    await joiner.agent.post('/api/clients', { name: 'Só Minha', phone: '(21) 94444-0005' });
    const invited = await owner.agent.post('/api/team/invitations', { email });
    const accepted = await joiner.agent.post(`/api/invitations/${invited.body.token}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    expect(await personOf(joiner.id, 'Marina da Silva')).toEqual(await personOf(ana.id, 'Marina Lopes'));
    const [own] = await personOf(joiner.id, 'Só Minha');
    expect(own).toBeTruthy();
    expect((await new Agent(server.app).get('/api/studio/clients?q=mari')).status).toBe(401);
  });

  it('the owner and the front desk see every client once, with whose they are and their sessions with everyone', async () => {
    const desk = await studioArtist(server.app, owner, { name: 'Júlia Recepção', role: 'recepcao' });
    const marinaAna = (await clientsOf(ana, 'Marina Lopes'))[0]!;
    await book(ana, { clientId: marinaAna.id, date: '2026-11-28', time: '09:00' });
    const marinaBruno = (await clientsOf(bruno, 'Marina L.'))[0]!;
    await book(bruno, { clientId: marinaBruno.id, date: '2026-11-29', time: '09:00' });

    // Searched by the name another artist knows her by ('Marina L.', Bruno's row): still one line.
    const byBrunosName = (
      await owner.agent.get<ClientList>(`/api/clients?q=${encodeURIComponent('Marina L.')}`)
    ).body.items;
    expect(byBrunosName.map((c) => c.name)).toEqual(['Marina Lopes']);

    const studioList = (await owner.agent.get<ClientList>('/api/clients?limit=100')).body;
    const marinas = studioList.items.filter((c) => c.phone === '(11) 98888-0001');
    expect(marinas).toHaveLength(1);
    // Ana's, Bruno's and the row Joana brought when she joined: one person.
    expect(marinas[0]).toMatchObject({
      name: 'Marina Lopes',
      servedBy: ['Ana Traço', 'Bruno Sombra', 'Joana Entra'],
    });
    expect(marinas[0]!.appointmentCount).toBe(2);
    // Persons, not rows: the card counts Marina once.
    const rows = await q(
      `SELECT count(*)::int AS n, count(DISTINCT coalesce(person_id, id))::int AS persons FROM clients
       WHERE user_id = ANY($1)`,
      [
        [
          owner.id,
          ana.id,
          bruno.id,
          ...(await q(`SELECT id FROM profiles WHERE name = 'Joana Entra'`)).rows.map((r) => r.id),
        ],
      ],
    );
    expect(rows.rows[0].persons).toBeLessThan(rows.rows[0].n);
    expect(studioList.summary.total).toBe(rows.rows[0].persons);
    expect((await desk.agent.get<ClientList>('/api/clients?limit=100')).body.items.map((c) => c.id)).toEqual(
      studioList.items.map((c) => c.id),
    );

    const page = await owner.agent.get(`/api/clients/${marinas[0]!.id}`);
    expect(page.status).toBe(200);
    expect(page.body.appointments.map((a: Appointment) => a.artistId).sort()).toEqual(
      [ana.id, bruno.id].sort(),
    );
    expect((await desk.agent.get(`/api/clients/${marinas[0]!.id}`)).status).toBe(200);

    // An artist's own list is unchanged: their rows, no one else's sessions.
    const brunos = await clientsOf(bruno, 'Marina');
    expect(brunos.every((c) => c.artistId === bruno.id && c.servedBy === undefined)).toBe(true);
    const hisPage = await bruno.agent.get(`/api/clients/${marinaBruno.id}`);
    expect(hisPage.body.appointments.map((a: Appointment) => a.artistId)).toEqual([bruno.id]);
    expect((await bruno.agent.get(`/api/clients/${marinaAna.id}`)).status).toBe(404);
  });

  it("the migration links existing studios' clients by phone and leaves solo artists' alone", async () => {
    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    await solo.agent.post('/api/clients', { name: 'Cliente Avulsa', phone: '(11) 98888-0001' });
    await ana.agent.post('/api/clients', { name: 'Fixo Antigo', phone: '+55 (11) 3333-4444' });
    await bruno.agent.post('/api/clients', { name: 'Fixo', phone: '11 3333-4444' });
    // As before the migration: no person anywhere.
    await q('UPDATE clients SET person_id = NULL');
    const statements = readFileSync(
      new URL('../../src/server/db/migrations/0034_studio_client_person_link.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((x) => x.trim());
    const backfill = statements.slice(statements.findIndex((x) => x.includes('DISABLE TRIGGER USER')));
    expect(backfill).toHaveLength(4);
    for (const statement of backfill) await q(statement);

    expect(await personOf(bruno.id, 'Fixo')).toEqual(await personOf(ana.id, 'Fixo Antigo'));
    expect(await personOf(bruno.id, 'Marina L.')).toEqual(await personOf(ana.id, 'Marina Lopes'));
    // The first registered names the person; a client with no match is a person of their own.
    const [dora] = (
      await q(`SELECT id, person_id FROM clients WHERE user_id = $1 AND name = 'Dora Alves'`, [ana.id])
    ).rows;
    expect(dora.person_id).toBe(dora.id);
    expect(await personOf(solo.id, 'Cliente Avulsa')).toEqual([null]);
    // It ran without the row triggers, and switched them back on.
    const triggers = await q(
      `SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'clients'::regclass AND NOT tgisinternal AND tgenabled = 'D'`,
    );
    expect(triggers.rows[0].n).toBe(0);
  });
});
