import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAlert } from '../../src/shared/health-alert';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { AppointmentConsentStatus, RecordSettings } from '../../src/shared/schemas/consent';
import type { SessionRecordDraft } from '../../src/shared/schemas/session-record';
import { Agent } from '../helpers/agent';
import { openBookingPage, sendBookingRequest, signedInUser, studioArtist } from '../helpers/factories';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Issue 29, "At the chair": the client's health alerts where the work happens (day list, ficha,
 * Finalizar), read only by who reads the anamnese; the ficha prefilled from the booking request;
 * Finalizar told about the TCLE before the tap.
 */
let now = new Date('2026-11-25T09:00:00-03:00');
const DAY = '2026-11-26';
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let lia: User; // an artist working alone
let owner: User; // a studio's owner, who also tattoos
let bia: User; // an artist of that studio
let frontDesk: User; // its Recepção
const log: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  server = await startTestServer({ clock: () => now, logStream });
  lia = await signedInUser(server.app, server.db, { name: 'Lia Agulha' });
  owner = await signedInUser(server.app, server.db, {
    name: 'Dona Agulha',
    plan: 'estudio',
    studioName: 'Agulha',
  });
  bia = await studioArtist(server.app, owner, { name: 'Bia Traço' });
  frontDesk = await studioArtist(server.app, owner, { name: 'Rê Recepção', role: 'recepcao' });
});
afterAll(() => server?.close());

async function sessionFor(agent: Agent, clientName: string, date = DAY, time = '10:00') {
  const res = await agent.post<{ id: string; clientId: string }>('/api/appointments', {
    clientName,
    title: 'Rosa fineline',
    date,
    time,
    agreedValueCents: 50_000,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A filling of the questionnaire on the artist's device: every answer 'não' unless said. */
async function fillAnamnesis(agent: Agent, clientId: string, yes: Record<string, string> = {}, notes = '') {
  // A minute between fillings, as at a real counter: 'the latest' is never a tie.
  now = new Date(now.getTime() + 60_000);
  const res = await agent.post(`/api/clients/${clientId}/anamneses`, {
    answers: Object.fromEntries(
      anamnesisQuestions.map((q) => [q.key, { yes: q.key in yes, detail: yes[q.key] ?? '' }]),
    ),
    notes,
    healthConsent: true,
  });
  expect(res.status).toBe(201);
}

const alertsOf = (agent: Agent, from = DAY, to = from) =>
  agent.get<HealthAlert[]>(`/api/health-alerts?from=${from}&to=${to}`);

/** The SQL statements a request sends (as auth.test's request floor counts them). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const pool = server.ctx.database.pool;
  let seen = 0;
  const measured = new AsyncLocalStorage<true>();
  const original = pool.query.bind(pool);
  pool.query = ((...args: unknown[]) => {
    if (measured.getStore()) seen++;
    return (original as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
  try {
    await measured.run(true, run);
  } finally {
    pool.query = original;
  }
  return seen;
}

describe('health alerts at the chair', () => {
  it("answer the allergies, each 'sim' and the client's own notes of the latest anamnese, for the clients of the days asked", async () => {
    const joana = await sessionFor(lia.agent, 'Joana Lima');
    await fillAnamnesis(lia.agent, joana.clientId, { allergies: 'Dipirona' });
    await fillAnamnesis(
      lia.agent,
      joana.clientId,
      { allergies: 'látex', medicines: 'Roacutan' },
      'Já desmaiei tirando sangue',
    );
    // Nothing to say: all 'não' and no notes; no anamnese at all.
    const pedro = await sessionFor(lia.agent, 'Pedro Calmo', DAY, '14:00');
    await fillAnamnesis(lia.agent, pedro.clientId);
    await sessionFor(lia.agent, 'Rita Sem Ficha', DAY, '16:00');
    // Two days later: outside a one-day read.
    const marta = await sessionFor(lia.agent, 'Marta Doce', '2026-11-28');
    await fillAnamnesis(lia.agent, marta.clientId, { diabetes: '' });

    const day = await alertsOf(lia.agent);
    expect(day.status).toBe(200);
    expect(day.body).toEqual([
      {
        clientId: joana.clientId,
        flags: [
          { key: 'allergies', detail: 'látex' },
          { key: 'medicines', detail: 'Roacutan' },
        ],
        notes: 'Já desmaiei tirando sangue',
        filledAt: expect.stringMatching(/^2026-11-25T09:0\d:00-03:00$/),
      },
    ]);
    const days = await alertsOf(lia.agent, DAY, '2026-11-28');
    expect(days.body.map((a) => a.clientId).sort()).toEqual([joana.clientId, marta.clientId].sort());
    expect(days.body.find((a) => a.clientId === marta.clientId)).toMatchObject({
      flags: [{ key: 'diabetes', detail: '' }],
      notes: '',
    });

    // The latest filling governs: the client now answers everything 'não', without notes.
    await fillAnamnesis(lia.agent, marta.clientId);
    expect((await alertsOf(lia.agent, '2026-11-28')).body).toEqual([]);

    // Someone else's artist, signed out, or a range the agenda never asks: nothing.
    expect((await alertsOf(bia.agent, DAY, '2026-11-28')).body).toEqual([]);
    expect((await alertsOf(new Agent(server.app))).status).toBe(401);
    const backwards = await lia.agent.get(`/api/health-alerts?from=${DAY}&to=2026-11-20`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields?.to).toBe('Período inválido');
    const tooLong = await lia.agent.get('/api/health-alerts?from=2026-11-01&to=2027-02-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields?.to).toBe('Período longo demais');
    expect((await lia.agent.get('/api/health-alerts?from=26/11/2026&to=2026-11-26')).status).toBe(400);
  });

  it('cost the same few statements for a day of one client as for a day of many (no query per session)', async () => {
    const ana = await signedInUser(server.app, server.db, { name: 'Ana Cheia' });
    const first = await sessionFor(ana.agent, 'Cliente Um', '2026-11-27', '09:00');
    await fillAnamnesis(ana.agent, first.clientId, { allergies: 'látex' });
    const one = await statementsOf(() => alertsOf(ana.agent, '2026-11-27'));
    for (const [i, time] of ['11:00', '13:00', '15:00', '17:00', '19:00'].entries()) {
      const s = await sessionFor(ana.agent, `Cliente ${i + 2}`, '2026-11-27', time);
      await fillAnamnesis(ana.agent, s.clientId, { heart: '' }, `Nota ${i + 2}`);
    }
    const many = await statementsOf(async () =>
      expect((await alertsOf(ana.agent, '2026-11-27')).body).toHaveLength(6),
    );
    expect(many).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });

  it("reach only the session's artist: the front desk and the studio owner get none of an artist's client", async () => {
    const carla = await sessionFor(bia.agent, 'Carla Látex');
    await fillAnamnesis(bia.agent, carla.clientId, { allergies: 'látex' }, 'Já desmaiei tirando sangue');
    const otavio = await sessionFor(owner.agent, 'Otávio do Dono', DAY, '15:00');
    await fillAnamnesis(owner.agent, otavio.clientId, { heart: 'pressão alta' });

    // Both sessions are on the owner's and the front desk's studio agenda…
    const agenda = await frontDesk.agent.get<{ id: string }[]>(`/api/appointments?from=${DAY}&to=${DAY}`);
    expect(agenda.body.map((a) => a.id)).toEqual(expect.arrayContaining([carla.id, otavio.id]));

    // …but Carla's health is Bia's to read.
    expect((await alertsOf(bia.agent)).body).toEqual([
      expect.objectContaining({ clientId: carla.clientId, notes: 'Já desmaiei tirando sangue' }),
    ]);
    const ownerReads = await alertsOf(owner.agent);
    expect(ownerReads.body).toEqual([
      expect.objectContaining({
        clientId: otavio.clientId,
        flags: [{ key: 'heart', detail: 'pressão alta' }],
      }),
    ]);
    const desk = await alertsOf(frontDesk.agent);
    expect(desk.status).toBe(403);
    for (const res of [ownerReads, desk]) {
      expect(JSON.stringify(res.body)).not.toMatch(/látex|desmaiei|Carla/i);
    }
    // Nor the ficha's starting values, by the session's id.
    for (const agent of [owner.agent, frontDesk.agent])
      expect([403, 404]).toContain(
        (await agent.get(`/api/appointments/${carla.id}/session-record/draft`)).status,
      );

    // The owner allowed to read the artists' records reads them in 'Fichas' (audited), not here.
    const allowed = await owner.agent.put<RecordSettings>('/api/record-settings', {
      requireConsent: false,
      ownerReadsRecords: true,
      retentionYears: 5,
    });
    expect(allowed.body.ownerReadsRecords).toBe(true);
    expect(JSON.stringify((await alertsOf(owner.agent)).body)).not.toMatch(/látex|desmaiei/i);
    await owner.agent.put('/api/record-settings', { requireConsent: false, retentionYears: 5 });

    // Read all day long at the chair, and never written to the server's log.
    const written = log.join('');
    expect(written).toContain('/api/health-alerts');
    expect(written).not.toMatch(/látex|desmaiei|Roacutan|pressão alta/i);
  });
});

describe('the ficha of a session booked from the page', () => {
  it('starts from the body site and size the client gave; other sessions start empty', async () => {
    await openBookingPage(lia.agent, 'lia-agulha');
    const sent = await sendBookingRequest(server.app, 'lia-agulha', {
      name: 'Fernanda Pedido',
      phone: '(11) 97777-1234',
      idea: 'Uma rosa em traço fino',
      placement: 'Antebraço direito',
      size: '12 cm',
      length: 120,
      slots: [{ day: '2026-11-30', time: '10:00' }],
      consent: true,
    });
    expect(sent.status).toBe(201);
    const inbox = await lia.agent.get<{ items: { id: string; clientName: string }[] }>(
      '/api/booking/requests?box=novos',
    );
    const request = inbox.body.items.find((r) => r.clientName === 'Fernanda Pedido')!;
    const accepted = await lia.agent.post<{ appointmentId: string }>(
      `/api/booking/requests/${request.id}/accept`,
      {
        date: '2026-11-30',
        time: '10:00',
        durationMinutes: 120,
        title: 'Rosa fineline',
        valueCents: 60_000,
        depositCents: 0,
        holdHours: 24,
      },
    );
    expect(accepted.status).toBe(200);
    const url = `/api/appointments/${accepted.body.appointmentId}/session-record/draft`;
    const draft = await lia.agent.get<SessionRecordDraft | null>(url);
    expect(draft.status).toBe(200);
    expect(draft.body).toEqual({ bodySite: 'Antebraço direito', size: '12 cm' });

    const booked = await sessionFor(lia.agent, 'Sem Pedido', '2026-11-27');
    const none = await lia.agent.get(`/api/appointments/${booked.id}/session-record/draft`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    // Only the session's artist.
    expect((await bia.agent.get(url)).status).toBe(404);
    expect((await new Agent(server.app).get(url)).status).toBe(401);
  });
});

describe("Finalizar's TCLE line", () => {
  it('says whether a TCLE is signed for the session and whether the studio requires one, to whoever may finalize it', async () => {
    const session = await sessionFor(bia.agent, 'Tina Termo', DAY, '12:00');
    const url = `/api/appointments/${session.id}/consent-status`;
    const statusFor = async (agent: Agent) => {
      const res = await agent.get<AppointmentConsentStatus>(url);
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await statusFor(bia.agent)).toEqual({ signed: false, required: false });

    const required = await owner.agent.put('/api/record-settings', {
      requireConsent: true,
      retentionYears: 5,
    });
    expect(required.status).toBe(200);
    // The owner and the front desk finalize the studio's sessions: they are told too (two yes/no only).
    for (const agent of [bia.agent, owner.agent, frontDesk.agent])
      expect(await statusFor(agent)).toEqual({ signed: false, required: true });

    const { text } = (await bia.agent.get<RecordSettings>('/api/record-settings')).body;
    const signed = await bia.agent.post(`/api/clients/${session.clientId}/consents`, {
      textId: text.id,
      signerName: 'Tina Termo',
      signerDocument: '123.456.789-09',
      signerBirthDate: '1990-04-12',
      signature: signaturePng(),
      appointmentId: session.id,
    });
    expect(signed.status).toBe(201);
    expect(await statusFor(bia.agent)).toEqual({ signed: true, required: true });
    await owner.agent.put('/api/record-settings', { requireConsent: false, retentionYears: 5 });

    // Outside the studio: not found.
    expect((await lia.agent.get(url)).status).toBe(404);
    expect((await new Agent(server.app).get(url)).status).toBe(401);
  });
});
