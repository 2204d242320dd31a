import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InkLot, LotRecipient, SessionRecord } from '../../src/shared/schemas/session-record';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let bia: Agent;
let zeca: User;
let solo: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  owner = await signedInUser(server.app, server.db, {
    name: 'Dona Agulha',
    plan: 'estudio',
    studioName: 'Agulha',
  });
  zeca = await signedInUser(server.app, server.db, {
    name: 'Zeca',
    plan: 'estudio',
    studioName: 'Outro Estúdio',
  });
  solo = await signedInUser(server.app, server.db, { name: 'Solo', plan: 'basico' });
  const inv = await owner.agent.post<{ token: string }>('/api/team/invitations', {
    email: `bia.${randomBytes(3).toString('hex')}@tinta.test`,
  });
  bia = new Agent(server.app);
  expect(
    (await bia.post(`/api/invitations/${inv.body.token}/sign-up`, { name: 'Bia', password: 'segredo123' }))
      .status,
  ).toBeLessThan(300);
});
afterAll(() => server?.close());

const lot = (over: object = {}) => ({
  product: 'Preto Tribal',
  manufacturer: 'Electric Ink',
  color: 'Preto',
  lot: 'AB-123',
  expiresOn: '2027-06-30',
  anvisaRegistration: '80012340001',
  openedOn: '2026-10-01',
  ...over,
});

async function appointmentOf(agent: Agent, clientName: string, date = '2026-11-20') {
  const res = await agent.post<{ id: string }>('/api/appointments', {
    clientName,
    title: 'Sessão',
    date,
    time: '14:00',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('the ink inventory', () => {
  it("is the studio's, shared by its artists and no one else's; a lone artist keeps their own", async () => {
    const created = await owner.agent.post<InkLot>('/api/inks', lot());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      product: 'Preto Tribal',
      lot: 'AB-123',
      shared: true,
      archived: false,
    });
    const soloLot = await solo.agent.post<InkLot>('/api/inks', lot({ lot: 'SOLO-1' }));
    expect(soloLot.body.shared).toBe(false);

    expect((await bia.get<InkLot[]>('/api/inks')).body.map((l) => l.lot)).toEqual(['AB-123']);
    expect((await zeca.agent.get<InkLot[]>('/api/inks')).body).toEqual([]);
    expect((await solo.agent.get<InkLot[]>('/api/inks')).body.map((l) => l.lot)).toEqual(['SOLO-1']);
    expect((await new Agent(server.app).get('/api/inks')).status).toBe(401);

    // Same studio: may correct it; another studio or a lone artist: it does not exist for them.
    expect((await bia.patch(`/api/inks/${created.body.id}`, { openedOn: '2026-10-02' })).status).toBe(200);
    expect((await zeca.agent.patch(`/api/inks/${created.body.id}`, { archived: true })).status).toBe(404);
    expect((await solo.agent.patch(`/api/inks/${created.body.id}`, { archived: true })).status).toBe(404);
    expect((await solo.agent.patch('/api/inks/nao-e-id', { archived: true })).status).toBe(404);
  });

  it('refuses incomplete lots with the field message and stores nothing', async () => {
    const before = (await owner.agent.get<InkLot[]>('/api/inks')).body.length;
    for (const [body, message] of [
      [lot({ product: '' }), 'Informe o produto'],
      [lot({ lot: ' ' }), 'Informe o lote'],
      [lot({ expiresOn: '2027-02-30' }), 'Informe a validade (dd/mm/aaaa)'],
    ] as const) {
      const res = await owner.agent.post('/api/inks', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.agent.get<InkLot[]>('/api/inks')).body.length).toBe(before);
  });
});

describe('the session record (ficha técnica)', () => {
  it('keeps the inks as used, flags an expired lot, is read only by its artist, and finds who got a lot', async () => {
    const fresh = (
      await owner.agent.post<InkLot>(
        '/api/inks',
        lot({ lot: 'VERM-77', color: 'Vermelho', product: 'Vermelho Fogo' }),
      )
    ).body;
    const expired = (await bia.post<InkLot>('/api/inks', lot({ lot: 'VENC-01', expiresOn: '2026-11-19' })))
      .body;
    const appointment = await appointmentOf(bia, 'Joana Lima');

    const body = {
      bodySite: 'Antebraço esquerdo',
      description: 'Rosa fineline',
      inkLotIds: [fresh.id, expired.id],
      needleLot: 'RL-0903',
      sterilizationBatch: 'AUT-2026-11-18',
      adverseReactions: '',
      aftercare: 'Filme por 24 h, pomada 3×/dia',
    };
    const saved = await bia.put<SessionRecord>(`/api/appointments/${appointment}/session-record`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.inks.map((i) => [i.lot, i.expired])).toEqual([
      ['VERM-77', false],
      ['VENC-01', true],
    ]);
    expect(saved.body).toMatchObject({ bodySite: 'Antebraço esquerdo', needleLot: 'RL-0903' });

    // Only Bia reads it: not the studio owner (each sees their own clients), not another studio, not anyone signed out.
    const url = `/api/appointments/${appointment}/session-record`;
    expect((await bia.get<SessionRecord>(url)).body.inks).toHaveLength(2);
    expect((await owner.agent.get(url)).status).toBe(404);
    expect((await zeca.agent.get(url)).status).toBe(404);
    expect((await new Agent(server.app).get(url)).status).toBe(401);
    expect((await zeca.agent.put(url, body)).status).toBe(404);

    // A lot edited later does not rewrite the session.
    await owner.agent.patch(`/api/inks/${fresh.id}`, { lot: 'VERM-78' });
    expect((await bia.get<SessionRecord>(url)).body.inks[0]!.lot).toBe('VERM-77');

    // Who received lot verm-77? (case ignored) — Bia's client; the owner's own search finds none of Bia's.
    const found = await bia.get<LotRecipient[]>('/api/inks/recipients?lot=verm-77');
    expect(found.body).toEqual([
      expect.objectContaining({
        clientName: 'Joana Lima',
        appointmentId: appointment,
        lot: 'VERM-77',
        startTime: '2026-11-20T14:00:00-03:00',
      }),
    ]);
    expect((await owner.agent.get<LotRecipient[]>('/api/inks/recipients?lot=VERM-77')).body).toEqual([]);
    expect((await bia.get('/api/inks/recipients?lot=')).status).toBe(400);

    // The record keeps its appointment: deleting is refused (cancel instead).
    const del = await bia.del(`/api/appointments/${appointment}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Este agendamento tem ficha técnica e não pode ser excluído: cancele-o.');
  });

  it('refuses a record without body site or with another inventory’s ink, storing nothing', async () => {
    const appointment = await appointmentOf(bia, 'Paulo Neri');
    const url = `/api/appointments/${appointment}/session-record`;
    const foreign = (await zeca.agent.post<InkLot>('/api/inks', lot({ lot: 'ZECA-9' }))).body;
    const noSite = await bia.put(url, { bodySite: '', inkLotIds: [] });
    expect(noSite.status).toBe(400);
    expect(noSite.body.message).toBe('Informe o local do corpo');
    const other = await bia.put(url, { bodySite: 'Costas', inkLotIds: [foreign.id] });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ inkLotIds: 'Tinta não encontrada no estoque' });
    const read = await bia.get(url);
    expect(read.status).toBe(200);
    expect(read.body).toBeNull();
  });
});
