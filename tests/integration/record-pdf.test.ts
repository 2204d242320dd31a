import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import type { RecordSettings } from '../../src/shared/schemas/consent';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { largeSignaturePng, signaturePng } from '../helpers/signature';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

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
    // Counted, not extracted: turning 240 images back into PNGs would only make the test slow.
    const images = await parser.getImage({ imageThreshold: 50, imageDataUrl: false, imageBuffer: false });
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
    agreedValueCents: 60_000,
  });
  sessionId = appointment.body.id;
  laterId = (
    await nara.agent.post<{ id: string }>('/api/appointments', {
      clientId,
      title: 'Retoque da rosa',
      date: '2026-11-24',
      time: '10:00',
      agreedValueCents: 10_000,
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

describe('a record of a lifetime (issue 24)', () => {
  const CONSENTS = 120;
  /** Room for a busy CI box (and for the old code, which drew this on the event loop for minutes). */
  const SLOW_MACHINE_MS = 120_000;
  let bigClientId: string;

  beforeAll(async () => {
    bigClientId = (await nara.agent.post<{ id: string }>('/api/clients', { name: 'Cliente de Muitos Anos' }))
      .body.id;
    const { text } = (await nara.agent.get<RecordSettings>('/api/record-settings')).body;
    // Two signatures each — a minor's and the guardian's — as large as a dense phone screen sends.
    const signed = await nara.agent.post<{ id: string }>(`/api/clients/${bigClientId}/consents`, {
      textId: text.id,
      signerName: 'Cliente de Muitos Anos',
      signerDocument: '987.654.321-00',
      signerBirthDate: '2012-05-01',
      signature: largeSignaturePng(2000, 640, 1),
      guardianName: 'Responsável Legal',
      guardianDocument: 'RG 7.654.321',
      guardianSignature: largeSignaturePng(2000, 640, 2),
    });
    expect(signed.status).toBe(201);
    // The rest as copies of that row: signing 120 through the API would only make the test slow.
    await server.db.execute(sql`
      INSERT INTO consents (user_id, client_id, text_id, text_hash, signer_name, signer_document,
        signer_birth_date, minor, signature_png, guardian_name, guardian_document, guardian_signature_png,
        signed_at)
      SELECT user_id, client_id, text_id, text_hash, signer_name, signer_document, signer_birth_date,
        minor, signature_png, guardian_name, guardian_document, guardian_signature_png,
        signed_at - make_interval(days => n)
      FROM consents, generate_series(1, ${CONSENTS - 1}) AS n WHERE id = ${signed.body.id}`);
  });

  /**
   * A long PDF read the way the small ones are, on its first two pages and its last (pdf.js takes
   * seconds per hundred pages), plus every image object the file holds.
   */
  async function parseLongPdf(bytes: Buffer) {
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const { total } = await parser.getInfo();
      const pages = [1, 2, total];
      const text = await parser.getText({ partial: pages });
      const images = await parser.getImage({
        partial: pages,
        imageThreshold: 50,
        imageDataUrl: false,
        imageBuffer: false,
      });
      return {
        text: text.text,
        total,
        images: images.pages.map((p) => p.images.map((i) => [i.width, i.height])),
        imageObjects: bytes.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0,
      };
    } finally {
      await parser.destroy();
    }
  }

  /** The PDF as a download that is read as it arrives (not collected first, as `inject` would). */
  const download = (agent: Agent, url: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: agent.cookieHeader(), origin: TEST_ORIGIN },
      payloadAsStream: true,
    });

  it(
    'is drawn off the event loop: /api/health answers while it is still arriving',
    async () => {
      const res = await download(nara.agent, `/api/clients/${bigClientId}/record.pdf`);
      expect(res.statusCode).toBe(200);
      const chunks: Buffer[] = [];
      let received = 0;
      let health: Promise<number> | undefined;
      for await (const chunk of res.stream()) {
        chunks.push(chunk);
        received += chunk.length;
        // As soon as the PDF has started: the server must answer others before it is done.
        health ??= server.app.inject({ method: 'GET', url: '/api/health' }).then((answer) => {
          expect(answer.statusCode).toBe(200);
          return received;
        });
      }
      const total = received;
      // Old code drew the whole PDF on the event loop, then sent it in one piece: health came after.
      expect(await health).toBeLessThan(total);
      const pdf = await parseLongPdf(Buffer.concat(chunks));
      expect(pdf.text).toContain('Cliente de Muitos Anos');
      expect(pdf.text).toContain('Responsável: Responsável Legal');
      expect(pdf.text).toContain(`página ${pdf.total} de ${pdf.total}`);
      // Every consent with both drawn signatures, as images, at their stored size (≤ 900 × 300).
      expect(pdf.imageObjects).toBe(2 * CONSENTS);
      for (const page of pdf.images) {
        expect(page.length).toBeGreaterThan(0);
        for (const [width, height] of page) expect([width, height]).toEqual([900, 288]);
      }
    },
    SLOW_MACHINE_MS,
  );

  it(
    'is one at a time per person: a second while the first is coming is told to wait',
    async () => {
      const first = await download(nara.agent, `/api/clients/${bigClientId}/record.pdf`);
      expect(first.statusCode).toBe(200);
      // The first is not read yet: it is still in progress, whatever the machine's speed.
      for (const url of [
        `/api/clients/${bigClientId}/record.pdf`,
        `/api/appointments/${sessionId}/record.pdf`,
      ]) {
        const second = await nara.agent.request('GET', url);
        expect(second.status).toBe(429);
        expect(second.body.message).toBe(
          'Já há um PDF seu sendo gerado. Aguarde ele terminar e tente de novo.',
        );
      }
      // Someone else is not held up by it.
      const theirs = await other.agent.post<{ id: string }>('/api/clients', { name: 'Cliente do Outro' });
      expect((await other.agent.request('GET', `/api/clients/${theirs.body.id}/record.pdf`)).status).toBe(
        200,
      );

      const chunks: Buffer[] = [];
      for await (const chunk of first.stream()) chunks.push(chunk);
      expect((await parseLongPdf(Buffer.concat(chunks))).imageObjects).toBe(2 * CONSENTS);
      // Once it has arrived, the next one is drawn.
      const next = await nara.agent.request('GET', `/api/appointments/${sessionId}/record.pdf`);
      expect(next.status).toBe(200);
    },
    SLOW_MACHINE_MS,
  );
});
