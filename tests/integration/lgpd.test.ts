import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredConsents } from '../../src/server/domain/lgpd/purge-expired-consents';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { RecordSettings } from '../../src/shared/schemas/consent';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

let now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let nara: User;
let other: User;

// The medicine named is each client's own, so a search finds that client's questionnaire only.
const answers = (medicine: string) =>
  Object.fromEntries(
    anamnesisQuestions.map((q) => [
      q.key,
      q.key === 'medicines' ? { yes: true, detail: medicine } : { yes: false },
    ]),
  );

/** A client with the whole record: contact, health, consent, a finished paid session with its ficha. */
async function fullClient(
  name: string,
  phone: string,
  document: string,
  birthDate: string,
  medicine = 'Dipirona',
) {
  const client = (
    await nara.agent.post<{ id: string }>('/api/clients', {
      name,
      phone,
      document,
      birthDate,
      instagram: '@x.y',
    })
  ).body;
  const appointment = (
    await nara.agent.post<{ id: string }>('/api/appointments', {
      clientId: client.id,
      title: 'Sessão de fechamento',
      date: '2026-11-10',
      time: '14:00',
      agreedValue: 750.5,
      notes: `Falar com ${name} sobre o braço`,
    })
  ).body;
  expect(
    (
      await nara.agent.post(`/api/appointments/${appointment.id}/finalize`, {
        amount: 750.5,
        method: 'pix',
        date: '2026-11-10',
      })
    ).status,
  ).toBe(200);
  const lot = (
    await nara.agent.post<{ id: string }>('/api/inks', {
      product: 'Preto',
      manufacturer: 'Electric Ink',
      lot: 'LG-01',
      expiresOn: '2027-01-01',
    })
  ).body;
  await nara.agent.put(`/api/appointments/${appointment.id}/session-record`, {
    bodySite: 'Braço',
    description: `Fechamento de ${name}`,
    inkLotIds: [lot.id],
    adverseReactions: 'Vermelhidão leve',
    aftercare: 'Pomada',
  });
  await nara.agent.post(`/api/clients/${client.id}/anamneses`, {
    answers: answers(medicine),
    notes: 'Sem notas',
    healthConsent: true,
  });
  const { text } = (await nara.agent.get<RecordSettings>('/api/record-settings')).body;
  const consent = await nara.agent.post<{ id: string }>(`/api/clients/${client.id}/consents`, {
    appointmentId: appointment.id,
    textId: text.id,
    signerName: name,
    signerDocument: document,
    signerBirthDate: birthDate,
    signature: signaturePng(),
    ...(birthDate > '2008-11-25'
      ? {
          guardianName: 'Marta Responsável',
          guardianDocument: 'RG 9.999.999',
          guardianSignature: signaturePng(),
        }
      : {}),
  });
  expect(consent.status).toBe(201);
  return { clientId: client.id, appointmentId: appointment.id, consentId: consent.body.id };
}

/** Rows anywhere in the database whose text holds `needle` (every table, every column, as JSON). */
async function hitsInDatabase(needle: string): Promise<string[]> {
  const tables = await server.db.execute<{ name: string }>(sql`
    SELECT quote_ident(table_name) AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const hits: string[] = [];
  for (const { name } of tables.rows) {
    const found = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(name)} t WHERE row_to_json(t)::text ILIKE ${`%${needle}%`}`,
    );
    if (found.rows[0]!.n > 0) hits.push(`${name}: ${found.rows[0]!.n}`);
  }
  return hits;
}

const money = async (agent: Agent) => {
  const dashboard = (await agent.get('/api/dashboard')).body;
  const report = (await agent.get('/api/reports?month=2026-11')).body;
  return { dashboard, report };
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  nara = await signedInUser(server.app, server.db, { name: 'Nara Fineline' });
  other = await signedInUser(server.app, server.db, { name: 'Outro Artista' });
});
afterAll(() => server?.close());

describe('LGPD rights', () => {
  it('export: everything held about the client, as JSON, and the export is audited', async () => {
    const { clientId, consentId } = await fullClient(
      'Rebeca Exportada',
      '(21) 97777-1111',
      '111.222.333-44',
      '1992-06-01',
    );
    const res = await nara.agent.get(`/api/clients/${clientId}/export.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dados-cliente-/);
    const data = res.body;
    expect(data.client).toMatchObject({
      name: 'Rebeca Exportada',
      document: '111.222.333-44',
      birthDate: '1992-06-01',
    });
    expect(data.appointments[0]).toMatchObject({ title: 'Sessão de fechamento', finalValueCents: 75050 });
    expect(data.appointments[0].sessionRecord.inks[0].lot).toBe('LG-01');
    expect(data.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([75050]);
    expect(data.anamneses[0].answers.medicines).toEqual({ yes: true, detail: 'Dipirona' });
    expect(data.consents[0]).toMatchObject({ id: consentId, minor: false });
    expect(data.consents[0].signaturePng).toMatch(/^data:image\/png;base64,/);
    expect((await other.agent.get(`/api/clients/${clientId}/export.json`)).status).toBe(404);
    expect((await new Agent(server.app).get(`/api/clients/${clientId}/export.json`)).status).toBe(401);
    const audit = await server.db.execute<{ action: string }>(
      sql`SELECT action FROM record_audit WHERE client_id = ${clientId}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['exportado']);
  });

  it('withdrawing the health consent deletes the questionnaires, audited', async () => {
    const { clientId } = await fullClient(
      'Teo Saúde',
      '(31) 96666-2222',
      '222.333.444-55',
      '1988-01-20',
      'Isotretinoína',
    );
    expect((await other.agent.post(`/api/clients/${clientId}/health-consent/withdraw`)).status).toBe(404);
    const res = await nara.agent.post(`/api/clients/${clientId}/health-consent/withdraw`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: 1 });
    expect((await nara.agent.get(`/api/clients/${clientId}/anamneses`)).body).toEqual([]);
    expect(await hitsInDatabase('Isotretinoína')).toEqual([]);
  });

  it('erasure: no trace of name, phone or document anywhere, money totals to the centavo, audited', async () => {
    const name = 'Wanderléia Apagada';
    const { clientId, appointmentId } = await fullClient(
      name,
      '(41) 95555-3333',
      '333.444.555-66',
      '1990-09-09',
      'Roacutan',
    );
    const before = await money(nara.agent);
    expect(await hitsInDatabase('Wanderléia')).not.toEqual([]);

    expect((await other.agent.post(`/api/clients/${clientId}/erase`)).status).toBe(404);
    const erased = await nara.agent.post(`/api/clients/${clientId}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ sessionsKept: 1, minorConsentsKept: 0 });

    for (const needle of ['Wanderléia', 'Apagada', '95555-3333', '955553333', '333.444.555-66', 'Roacutan'])
      expect({ needle, hits: await hitsInDatabase(needle) }).toEqual({ needle, hits: [] });
    expect(await money(nara.agent)).toEqual(before);
    // The ficha's health texts go; the body site and the lot stay with the anonymised session.
    const kept = await server.db.execute(sql`
      SELECT body_site, description, adverse_reactions, aftercare FROM session_records
      WHERE appointment_id = ${appointmentId}`);
    expect(kept.rows).toEqual([
      { body_site: 'Braço', description: '', adverse_reactions: '', aftercare: '' },
    ]);
    // The session stays, anonymised, with the lot it used (a recall still finds it).
    const session = (await nara.agent.get(`/api/appointments/${appointmentId}`)).body;
    expect(session).toMatchObject({
      clientName: 'Cliente excluído (LGPD)',
      finalValueCents: 75050,
      clientId: null,
    });
    const lot = (await nara.agent.get('/api/inks/recipients?lot=LG-01')).body;
    expect(lot.map((r: { clientName: string }) => r.clientName)).toContain('Cliente excluído (LGPD)');
    expect((await nara.agent.get(`/api/clients/${clientId}`)).status).toBe(404);
    const audit = await server.db.execute<{ action: string; actor_id: string }>(
      sql`SELECT action, actor_id FROM record_audit WHERE client_id = ${clientId}`,
    );
    expect(audit.rows).toEqual([{ action: 'excluido', actor_id: nara.id }]);
  });

  it("a minor's consent is kept after erasure for the studio's retention, then purged", async () => {
    const { clientId, consentId } = await fullClient(
      'Kiko Menor',
      '(51) 94444-4444',
      'RG 4.444.444',
      '2011-05-05',
    );
    const erased = await nara.agent.post(`/api/clients/${clientId}/erase`);
    expect(erased.body).toEqual({ sessionsKept: 1, minorConsentsKept: 1 });
    // Only the guardian's authorization remains — nothing else of the client.
    expect(await hitsInDatabase('Kiko Menor')).toEqual(['consents: 1']);
    expect(await hitsInDatabase('94444-4444')).toEqual([]);
    const held = await server.db.execute<{ retain_until: string }>(
      sql`SELECT retain_until::text FROM consent_retention WHERE consent_id = ${consentId}`,
    );
    expect(held.rows).toEqual([{ retain_until: '2031-11-25' }]);

    now = new Date('2031-11-25T12:00:00-03:00');
    expect(await purgeExpiredConsents(server.db, () => now)).toBe(0);
    now = new Date('2031-11-26T12:00:00-03:00');
    expect(await purgeExpiredConsents(server.db, () => now)).toBe(1);
    expect(await hitsInDatabase('Kiko Menor')).toEqual([]);
    now = new Date('2026-11-25T15:00:00-03:00');
  });
});

describe('erasure leaves what is not the client', () => {
  it("another client's booking request and the artist's other tasks stay; the client's phone requests and tasks go", async () => {
    const request = (name: string, phone: string) =>
      server.db.execute(sql`
        INSERT INTO booking_requests (id, user_id, token_hash, client_name, phone, idea, placement, size,
          length_minutes, preferred_starts, consent_at)
        VALUES (gen_random_uuid(), ${nara.id}, ${`hash-${name}`}, ${name}, ${phone}, 'Uma ideia', 'Braço', 'Médio',
          120, ARRAY[now()]::timestamptz[], now())`);
    await request('Pedido de Outra Pessoa', '(61) 98888-0000');
    await request('Pedido da Zuleica', '(61) 97777-1234');
    // Typed with +55: the requests keep national digits, and still match.
    const zuleica = (
      await nara.agent.post<{ id: string }>('/api/clients', {
        name: 'Zuleica Telefone',
        phone: '+55 61 97777-1234',
      })
    ).body.id;
    const nobody = (await nara.agent.post<{ id: string }>('/api/clients', { name: 'Sem Nada' })).body.id;
    await nara.agent.post('/api/tasks', { title: 'Ligar para a Zuleica', clientId: zuleica });
    await nara.agent.post('/api/tasks', { title: 'Comprar agulhas' });

    // A client with no phone and no session: no booking request is theirs, so none goes.
    expect((await nara.agent.post(`/api/clients/${nobody}/erase`)).status).toBe(200);
    expect(await hitsInDatabase('Pedido de Outra Pessoa')).toEqual(['booking_requests: 1']);
    expect(await hitsInDatabase('Pedido da Zuleica')).toEqual(['booking_requests: 1']);

    expect((await nara.agent.post(`/api/clients/${zuleica}/erase`)).status).toBe(200);
    expect(await hitsInDatabase('Zuleica')).toEqual([]);
    expect(await hitsInDatabase('97777-1234')).toEqual([]);
    expect(await hitsInDatabase('Pedido de Outra Pessoa')).toEqual(['booking_requests: 1']);
    expect(await hitsInDatabase('Comprar agulhas')).toEqual(['tasks: 1']);
  });
});
