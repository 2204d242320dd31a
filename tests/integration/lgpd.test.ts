import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredConsents } from '../../src/server/domain/lgpd/purge-expired-consents';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { RecordSettings } from '../../src/shared/schemas/consent';
import type { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { signaturePng } from '../helpers/signature';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

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
      agreedValueCents: 75_050,
      notes: `Falar com ${name} sobre o braço`,
    })
  ).body;
  expect(
    (
      await nara.agent.post(`/api/appointments/${appointment.id}/finalize`, {
        amountCents: 75_050,
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

/**
 * Rows anywhere in the database whose text holds `needle`, case and accents ignored. The columns are
 * enumerated from information_schema — every text, varchar and char column, jsonb/json as text, and
 * text arrays — so a table added later is searched without editing this test.
 */
async function hitsInDatabase(needle: string): Promise<string[]> {
  const columns = await server.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')
        OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar')))
    ORDER BY c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  expect(byTable.size).toBeGreaterThan(30);
  const hits: string[] = [];
  for (const [table, names] of byTable) {
    const matches = names.map(
      (c) => sql`tinta_fold(${sql.identifier(c)}::text) LIKE '%' || tinta_fold(${needle}) || '%'`,
    );
    const found = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.join(matches, sql` OR `)}`,
    );
    if (found.rows[0]!.n > 0) hits.push(`${table}: ${found.rows[0]!.n}`);
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
  // The export (one zip with everything) has its own file: lgpd-export.test.ts.
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

describe('erasure reaches what no link points at any more (issue 24 item 5)', () => {
  /** A request through the public page, as a client's browser sends it (the form as one multipart field). */
  async function publicRequest(form: object) {
    const boundary = '----tintaErasure';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(form)}\r\n--${boundary}--\r\n`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/public/booking/nara-fineline/requests',
      remoteAddress: '10.77.0.1',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('requests deleted before, their notifications, titles, body site and tasks typed with the name', async () => {
    const workday = [{ start: '08:00', end: '20:00' }];
    const page = await nara.agent.put('/api/booking/settings', {
      enabled: true,
      slug: 'nara-fineline',
      bio: '',
      weekly: [workday, workday, workday, workday, workday, workday, workday],
      sessionLengths: [120],
      minNoticeHours: 0,
      horizonDays: 30,
      daysOff: [],
      pixKeyType: null,
      pixKey: '',
      pixName: '',
      pixCity: '',
      holdHours: 24,
    });
    expect(page.status).toBe(200);
    const client = (
      await nara.agent.post<{ id: string }>('/api/clients', {
        name: 'Josefina Esquecida',
        phone: '(41) 93333-2222',
        document: '444.555.666-77',
      })
    ).body.id;
    const ask = {
      phone: '(41) 93333-2222',
      instagram: '',
      idea: 'Uma flor',
      placement: 'Costas',
      size: '10 cm',
      length: 120,
      consent: true,
    };
    // Two requests the artist deletes before the erasure: one with the full name, one typed with the
    // first name only.
    await publicRequest({
      ...ask,
      name: 'Josefina Esquecida',
      slots: [{ day: '2026-11-27', time: '10:00' }],
    });
    await publicRequest({ ...ask, name: 'josefina', slots: [{ day: '2026-11-28', time: '14:00' }] });
    const requests = await server.db.execute<{ id: string }>(
      sql`SELECT id FROM booking_requests WHERE user_id = ${nara.id} AND phone LIKE '%93333-2222%'`,
    );
    expect(requests.rows).toHaveLength(2);
    expect(await hitsInDatabase('pediu')).toEqual(['notifications: 2']);
    // 'Excluir pedido' now takes the bell's notifications about it along…
    for (const { id } of requests.rows)
      expect((await nara.agent.del(`/api/booking/requests/${id}`)).status).toBe(204);
    expect(await hitsInDatabase('pediu')).toEqual([]);
    // …but a database from before keeps those of requests deleted earlier, pointing at nothing.
    for (const message of [
      'Josefina Esquecida pediu 27/11 às 10:00 (2h).',
      'josefina pediu 28/11 às 14:00 (2h).',
    ])
      await server.db.execute(sql`
        INSERT INTO notifications (user_id, type, title, message, related_id, related_type, scheduled_for, status)
        VALUES (${nara.id}, 'booking_request', 'Novo pedido de agendamento', ${message}, gen_random_uuid(),
          'booking_request', now(), 'sent')`);

    // The artist typed the name in a session's title and body site, and in a task not linked to her.
    const session = (
      await nara.agent.post<{ id: string }>('/api/appointments', {
        clientId: client,
        title: 'Retoque da JOSEFINA (ligar 41 93333-2222)',
        date: '2026-12-10',
        time: '10:00',
      })
    ).body.id;
    expect(
      (
        await nara.agent.put(`/api/appointments/${session}/session-record`, {
          bodySite: 'Costas, como a Josefina pediu',
        })
      ).status,
    ).toBe(200);
    await nara.agent.post('/api/tasks', { title: 'Mandar orçamento para Josefina Esquecida' });
    // Someone else with the same first name keeps their live notification and session.
    const namesake = (
      await nara.agent.post<{ id: string }>('/api/appointments', {
        clientName: 'Josefina Outra',
        title: 'Sessão',
        date: '2026-12-11',
        time: '10:00',
      })
    ).body.id;
    const namesakeReminders = await server.db.execute(
      sql`SELECT id FROM notifications WHERE related_id = ${namesake}`,
    );
    expect(namesakeReminders.rows.length).toBeGreaterThan(0);

    expect((await nara.agent.post(`/api/clients/${client}/erase`)).status).toBe(200);
    for (const needle of ['Josefina Esquecida', 'Esquecida', '93333-2222', '933332222', '444.555.666-77'])
      expect({ needle, hits: await hitsInDatabase(needle) }).toEqual({ needle, hits: [] });
    // 'Josefina' alone is now only the namesake's: her client row, her session and its reminders.
    expect(await hitsInDatabase('Josefina')).toEqual([
      'appointments: 1',
      'clients: 1',
      `notifications: ${namesakeReminders.rows.length}`,
    ]);
    const kept = await server.db.execute(sql`
      SELECT a.title, r.body_site FROM appointments a JOIN session_records r ON r.appointment_id = a.id
      WHERE a.id = ${session}`);
    expect(kept.rows).toEqual([
      {
        title: 'Retoque da Cliente excluído (ligar Cliente excluído)',
        body_site: 'Costas, como a Cliente excluído pediu',
      },
    ]);
    const task = await server.db.execute(
      sql`SELECT title FROM tasks WHERE user_id = ${nara.id} AND title LIKE 'Mandar%'`,
    );
    expect(task.rows).toEqual([{ title: 'Mandar orçamento para Cliente excluído' }]);
  });

  it("erasing 'Ana' leaves Mariana's reminders: the name is matched as whole words", async () => {
    const ana = (await nara.agent.post<{ id: string }>('/api/clients', { name: 'Ana' })).body.id;
    const mariana = (
      await nara.agent.post<{ id: string }>('/api/appointments', {
        clientName: 'Mariana Lopes',
        title: 'Sessão da semana',
        date: '2026-12-12',
        time: '15:00',
      })
    ).body.id;
    const reminders = sql`SELECT count(*)::int AS n FROM notifications WHERE related_id = ${mariana}`;
    const before = (await server.db.execute<{ n: number }>(reminders)).rows[0]!.n;
    expect(before).toBeGreaterThan(0);
    expect((await nara.agent.post(`/api/clients/${ana}/erase`)).status).toBe(200);
    expect((await server.db.execute<{ n: number }>(reminders)).rows[0]!.n).toBe(before);
    const title = await server.db.execute(sql`SELECT title FROM appointments WHERE id = ${mariana}`);
    expect(title.rows).toEqual([{ title: 'Sessão da semana' }]);
  });
});
