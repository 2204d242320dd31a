import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { RecordSettings } from '../../src/shared/schemas/consent';
import { addDays } from '../../src/shared/time';
import { Agent } from '../helpers/agent';
import { openBookingPage, sendBookingRequest, signedInUser } from '../helpers/factories';
import { imageOf, photoWithGps } from '../helpers/images';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/unzip';

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let nara: User;
let other: User;

const workday = [{ start: '10:00', end: '18:00' }];
const weekdays = { weekly: [[], [], workday, workday, workday, workday, []] };

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  nara = await signedInUser(server.app, server.db, { name: 'Nara Fineline' });
  other = await signedInUser(server.app, server.db, { name: 'Outro Artista' });
  await openBookingPage(nara.agent, 'nara-fineline', weekdays);
});
afterAll(() => server?.close());

const ok = async <T = { id: string }>(res: Promise<{ status: number; body: T }>) => {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  return done.body;
};

describe('LGPD export: everything about the client, as one zip', () => {
  it('a client with 205 sessions gets all 205, the payments, record, anamnese, consent with its signature, and the booking request with its images as the artist sees them', async () => {
    const client = await ok(
      nara.agent.post('/api/clients', {
        name: 'Helena Exportada',
        phone: '(21) 97777-2222',
        document: '111.222.333-44',
        birthDate: '1992-06-01',
        instagram: '@helena.x',
      }),
    );
    const sessions: { id: string }[] = [];
    for (let i = 0; i < 205; i++)
      sessions.push(
        await ok(
          nara.agent.post('/api/appointments', {
            clientId: client.id,
            title: `Sessão ${i + 1}`,
            date: addDays('2025-01-01', i),
            time: '14:00',
            agreedValueCents: 30_000,
            // Text the client's page must print as text, never as markup.
            ...(i === 0 ? { notes: 'Trazer <img src=x onerror=alert(1)> & referência' } : {}),
          }),
        ),
      );
    const last = sessions[204]!.id;
    await ok(
      nara.agent.post(`/api/appointments/${last}/finalize`, {
        amountCents: 75_050,
        method: 'pix',
        date: '2025-07-24',
      }),
    );
    const lot = await ok(
      nara.agent.post('/api/inks', {
        product: 'Preto',
        manufacturer: 'Electric Ink',
        lot: 'LG-205',
        expiresOn: '2027-01-01',
      }),
    );
    await ok(
      nara.agent.put(`/api/appointments/${last}/session-record`, { bodySite: 'Braço', inkLotIds: [lot.id] }),
    );
    await ok(
      nara.agent.post(`/api/clients/${client.id}/anamneses`, {
        answers: Object.fromEntries(
          anamnesisQuestions.map((q) => [
            q.key,
            q.key === 'medicines' ? { yes: true, detail: 'Dipirona' } : { yes: false },
          ]),
        ),
        notes: '',
        healthConsent: true,
      }),
    );
    const { text } = (await nara.agent.get<RecordSettings>('/api/record-settings')).body;
    const consent = await ok(
      nara.agent.post(`/api/clients/${client.id}/consents`, {
        appointmentId: last,
        textId: text.id,
        signerName: 'Helena Exportada',
        signerDocument: '111.222.333-44',
        signerBirthDate: '1992-06-01',
        signature: signaturePng(),
      }),
    );
    // A request sent from the client's phone through the booking page, with two images.
    const sent = await sendBookingRequest(
      server.app,
      'nara-fineline',
      {
        name: 'Helena Exportada',
        phone: '21 97777-2222',
        idea: 'Fechar o braço',
        placement: 'Braço',
        size: 'Grande',
        length: 120,
        slots: [{ day: '2026-11-26', time: '10:00' }],
        consent: true,
      },
      { images: [{ bytes: await photoWithGps() }, { bytes: await imageOf('png') }], ip: '10.24.7.1' },
    );
    expect(sent.status).toBe(201);
    const images = (
      await server.db.execute<{ request: string; image: string }>(sql`
        SELECT r.id AS request, i.id AS image FROM booking_request_images i
        JOIN booking_requests r ON r.id = i.request_id WHERE r.client_name = 'Helena Exportada' ORDER BY i.position`)
    ).rows;
    expect(images).toHaveLength(2);

    const res = await nara.agent.get(`/api/clients/${client.id}/export.zip`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tinta-cliente-helena-exportada-2026-11-25.zip"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = readZip(res.raw);
    expect([...zip.keys()].sort()).toEqual([
      'assinaturas/termo-1-cliente.png',
      'dados.json',
      'imagens/pedido-1-1.jpg',
      'imagens/pedido-1-2.jpg',
      'resumo.html',
    ]);

    const data = JSON.parse(zip.get('dados.json')!.toString('utf8'));
    expect(data.client).toMatchObject({
      name: 'Helena Exportada',
      document: '111.222.333-44',
      birthDate: '1992-06-01',
    });
    expect(data.appointments).toHaveLength(205);
    expect(new Set(data.appointments.map((a: { id: string }) => a.id))).toEqual(
      new Set(sessions.map((s) => s.id)),
    );
    expect(data.appointments[0]).toMatchObject({ title: 'Sessão 1', startTime: '2025-01-01T14:00:00-03:00' });
    expect(data.appointments[204]).toMatchObject({ title: 'Sessão 205', finalValueCents: 75050 });
    expect(data.appointments[204].sessionRecord.inks[0].lot).toBe('LG-205');
    expect(data.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([75050]);
    expect(data.anamneses[0].answers.medicines).toEqual({ yes: true, detail: 'Dipirona' });
    expect(data.consents).toEqual([
      expect.objectContaining({ id: consent.id, signatureFile: 'assinaturas/termo-1-cliente.png' }),
    ]);
    expect(data.bookingRequests).toEqual([
      expect.objectContaining({
        idea: 'Fechar o braço',
        images: [
          { file: 'imagens/pedido-1-1.jpg', mime: 'image/jpeg', size: expect.any(Number) },
          { file: 'imagens/pedido-1-2.jpg', mime: 'image/jpeg', size: expect.any(Number) },
        ],
      }),
    ]);

    // The files are exactly what the artist's screens serve.
    for (const [k, { request, image }] of images.entries()) {
      const served = await nara.agent.get(`/api/booking/requests/${request}/images/${image}`);
      expect(zip.get(`imagens/pedido-1-${k + 1}.jpg`)!.equals(served.raw)).toBe(true);
    }
    const signed = (await nara.agent.get(`/api/consents/${consent.id}`)).body;
    const signature = Buffer.from(signed.signature.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(zip.get('assinaturas/termo-1-cliente.png')!.equals(signature)).toBe(true);

    // The readable summary names the client, counts every session and prints text as text.
    const html = zip.get('resumo.html')!.toString('utf8');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Dados de Helena Exportada</h1>');
    expect(html).toContain('Sessões (205)');
    expect(html).toContain('Trazer &lt;img src=x onerror=alert(1)&gt; &amp; referência');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('src="imagens/pedido-1-1.jpg"');
    expect(html).toContain('src="assinaturas/termo-1-cliente.png"');
    expect(html).not.toMatch(/<script|(src|href)="https?:/);

    // Only the artist's own client; signed out is 401; the export is audited with counts only.
    expect((await other.agent.get(`/api/clients/${client.id}/export.zip`)).status).toBe(404);
    expect((await new Agent(server.app).get(`/api/clients/${client.id}/export.zip`)).status).toBe(401);
    const audit = await server.db.execute<{ action: string; detail: object }>(
      sql`SELECT action, detail FROM record_audit WHERE client_id = ${client.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'exportado', detail: { sessoes: 205, arquivos: 3 } }]);
  });

  it('a client with nothing but a name still gets the zip with the summary and the data', async () => {
    const client = await ok(nara.agent.post('/api/clients', { name: 'Só Nome' }));
    const res = await nara.agent.get(`/api/clients/${client.id}/export.zip`);
    expect(res.status).toBe(200);
    const zip = readZip(res.raw);
    expect([...zip.keys()]).toEqual(['resumo.html', 'dados.json']);
    const data = JSON.parse(zip.get('dados.json')!.toString('utf8'));
    expect(data).toMatchObject({
      client: { name: 'Só Nome' },
      appointments: [],
      bookingRequests: [],
      consents: [],
    });
    expect(zip.get('resumo.html')!.toString('utf8')).toContain('Sessões (0)');
  });
});
