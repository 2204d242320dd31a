import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { RecordSettings } from '../../src/shared/schemas/consent';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let nara: User;
let other: User;
let clientId: string;
let sessionId: string;
let laterId: string;

async function parsePdf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageThreshold: 50 });
    return { text: text.text, pages: text.total, images: images.pages.flatMap((p) => p.images).length };
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  nara = await signedInUser(server.app, server.db, { name: 'Nara Fineline' });
  other = await signedInUser(server.app, server.db, { name: 'Outro Artista' });
  const client = await nara.agent.post<{ id: string }>('/api/clients', {
    name: 'Joana Conceição 🌹',
    phone: '(11) 91234-5678',
    birthDate: '1995-03-08',
    document: '123.456.789-09',
  });
  clientId = client.body.id;
  const appointment = await nara.agent.post<{ id: string }>('/api/appointments', {
    clientId,
    title: 'Rosa no antebraço',
    date: '2026-11-20',
    time: '14:00',
    agreedValue: 600,
  });
  sessionId = appointment.body.id;
  laterId = (
    await nara.agent.post<{ id: string }>('/api/appointments', {
      clientId,
      title: 'Retoque da rosa',
      date: '2026-11-24',
      time: '10:00',
      agreedValue: 100,
    })
  ).body.id;
  const lots = [];
  for (const ink of [
    {
      product: 'Preto Tribal',
      manufacturer: 'Electric Ink',
      color: 'Preto',
      lot: 'AB-123',
      expiresOn: '2027-06-30',
    },
    {
      product: 'Vermelho Fogo',
      manufacturer: 'Solid Ink',
      color: 'Vermelho',
      lot: 'VENC-01',
      expiresOn: '2025-01-01',
    },
  ])
    lots.push(
      (await nara.agent.post<{ id: string }>('/api/inks', { ...ink, anvisaRegistration: '80012340001' })).body
        .id,
    );
  const record = await nara.agent.put(`/api/appointments/${sessionId}/session-record`, {
    bodySite: 'Antebraço esquerdo',
    description: 'Rosa fineline',
    inkLotIds: lots,
    needleLot: 'RL-0903',
    sterilizationBatch: 'AUT-77',
    adverseReactions: '',
    aftercare: 'Filme por 24 h',
  });
  expect(record.status).toBe(200);
  const answers = Object.fromEntries(
    anamnesisQuestions.map((q) => [
      q.key,
      q.key === 'allergies' ? { yes: true, detail: 'Látex' } : { yes: false },
    ]),
  );
  expect(
    (await nara.agent.post(`/api/clients/${clientId}/anamneses`, { answers, notes: '', healthConsent: true }))
      .status,
  ).toBe(201);
  const { text } = (await nara.agent.get<RecordSettings>('/api/record-settings')).body;
  const signed = await nara.agent.post(`/api/clients/${clientId}/consents`, {
    appointmentId: sessionId,
    textId: text.id,
    signerName: 'Joana Conceição',
    signerDocument: '123.456.789-09',
    signerBirthDate: '1995-03-08',
    signature: signaturePng(),
  });
  expect(signed.status).toBe(201);
});
afterAll(() => server?.close());

describe("the record's PDF", () => {
  it("holds the whole record: identity, anamnese, each session's inks and lots, the consent with its signature", async () => {
    const res = await nara.agent.request('GET', `/api/clients/${clientId}/record.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ficha-joana-conceicao.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = await parsePdf(res.raw);
    expect(pdf.text).toContain('Ficha do cliente');
    // The emoji the built-in font cannot draw becomes '?', the accents stay.
    expect(pdf.text).toContain('Joana Conceição ?');
    expect(pdf.text).toContain('08/03/1995 (31 anos)');
    expect(pdf.text).toContain('123.456.789-09');
    expect(pdf.text).toMatch(/alergia[\s\S]*Sim — Látex/);
    expect(pdf.text).toContain('Rosa no antebraço');
    expect(pdf.text).toContain('Retoque da rosa');
    expect(pdf.text).toContain('lote AB-123');
    expect(pdf.text).toMatch(/lote VENC-01[\s\S]*VENCIDO na sessão/);
    expect(pdf.text).toContain('RL-0903');
    expect(pdf.text).toContain('TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO');
    expect(pdf.text).toMatch(/página 1 de \d/);
    expect(pdf.images).toBe(1);
  });

  it('of one session holds that session and its consent only', async () => {
    const res = await nara.agent.request('GET', `/api/appointments/${sessionId}/record.pdf`);
    expect(res.status).toBe(200);
    const pdf = await parsePdf(res.raw);
    expect(pdf.text).toContain('Ficha da sessão de 20/11/2026');
    expect(pdf.text).toContain('lote VENC-01');
    expect(pdf.text).not.toContain('Retoque da rosa');
    expect(pdf.images).toBe(1);
    const later = await parsePdf(
      (await nara.agent.request('GET', `/api/appointments/${laterId}/record.pdf`)).raw,
    );
    expect(later.text).toContain('Sem ficha técnica.');
    expect(later.text).toContain('Nenhum termo assinado.');
    expect(later.images).toBe(0);
  });

  it('is only for the artist whose client it is', async () => {
    for (const url of [`/api/clients/${clientId}/record.pdf`, `/api/appointments/${sessionId}/record.pdf`]) {
      expect((await other.agent.request('GET', url)).status).toBe(404);
      expect((await new Agent(server.app).request('GET', url)).status).toBe(401);
    }
  });
});
