import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, parseMoneyToCents } from '../../src/shared/money';
import { Agent } from '../helpers/agent';
import { bookedSession, finishedSession, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// The repasse statement as a PDF (decision 0017's statement, issue 26 "a CSV/PDF statement per artist
// per period"): the same figures as the CSV of the same period, read by the same function, given to
// the same people, refused to the same people.

// Wednesday 25 November 2026, 15:00 in São Paulo: the week is 23–29 November.
const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = { agent: Agent; id: string; name: string };
let owner: User;
let ana: User; // 60 %
let bruno: User; // 50 %
let carla: User; // 50 %, many payments in October
let frontDesk: User;
let otherOwner: User;
let otherArtist: User;
let solo: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Extrato' });
  ana = await studioArtist(server.app, owner, { name: 'Ana Traço', percentage: 60 });
  bruno = await studioArtist(server.app, owner, { name: 'Bruno Sombra', percentage: 50 });
  carla = await studioArtist(server.app, owner, { name: 'Carla Pontilhismo', percentage: 50 });
  frontDesk = await studioArtist(server.app, owner, { name: 'Rita Recepção', role: 'recepcao' });
  otherOwner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Outro Estúdio' });
  otherArtist = await studioArtist(server.app, otherOwner, { name: 'Otto Alheio' });
  solo = await signedInUser(server.app, server.db, { plan: 'basico', name: 'Sol Sozinha' });

  // Ana's week: R$ 800,00 in the studio's maquininha, R$ 333,33 paid to her, and a R$ 100,00
  // deposit she received today for a session ahead.
  await finished(ana, '2026-11-23', 80_000, 'estudio');
  await finished(ana, '2026-11-24', 33_333, 'tatuador');
  const ahead = await bookedSession(ana.agent, '2026-12-01', 'Fechamento');
  const dep = await ana.agent.post(`/api/appointments/${ahead}/deposit`, {
    amountCents: 10_000,
    receivedBy: 'tatuador',
  });
  expect(dep.status, JSON.stringify(dep.body)).toBe(200);
  // Last week's payment is not this week's.
  await finished(ana, '2026-11-20', 50_000, 'estudio');

  // Carla's October: enough payments for the statement to run over a page.
  const first = await finished(carla, '2026-10-01', 10_000, 'estudio');
  for (let i = 0; i < 44; i++) {
    const day = `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`;
    const paid = await carla.agent.post('/api/payments', {
      appointmentId: first,
      amountCents: 1_001 + i,
      method: 'pix',
      date: day,
      receivedBy: i % 3 === 0 ? 'tatuador' : 'estudio',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  }
}, 120_000);
afterAll(() => server?.close());

const finished = (u: User, day: string, amountCents: number, receivedBy: 'estudio' | 'tatuador') =>
  finishedSession(u.agent, day, amountCents, receivedBy);

const statement = (
  agent: Agent,
  ext: 'csv' | 'pdf',
  artistId: string,
  period = 'semana',
  day = '2026-11-25',
) =>
  agent.request(
    'GET',
    `/api/studio/settlements/statement.${ext}?period=${period}&day=${day}&artistId=${artistId}`,
  );

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    return { text: text.text, pages: text.total };
  } finally {
    await parser.destroy();
  }
}

/** The CSV's figures: each payment line, and the summary rows by their first cell. */
function csvFigures(raw: Buffer) {
  const rows = raw
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((l) => l.split(';'));
  const cents = (cell: string) => {
    const value = parseMoneyToCents(cell);
    if (value === null) throw new Error(`not money: ${cell}`);
    return value;
  };
  const payments = rows
    .slice(1)
    .filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0]!))
    .map((r) => ({
      date: r[0]!,
      client: r[1]!,
      receivedBy: r[5]!,
      amount: cents(r[6]!),
      artist: cents(r[7]!),
      studio: cents(r[8]!),
    }));
  const summary = (label: string) => rows.find((r) => r[0]!.startsWith(label))!;
  const net = summary('Saldo:');
  return {
    payments,
    studioOwes: cents(summary('Estúdio deve ao tatuador').at(-1)!),
    artistOwes: cents(summary('Tatuador deve ao estúdio').at(-1)!),
    net: net[0] === 'Saldo: estúdio paga ao tatuador' ? cents(net.at(-1)!) : -cents(net.at(-1)!),
    state: summary('Situação')[1]!,
  };
}

/** Cells of one line of the PDF's table, in order, whatever separates them. */
const cells = (...parts: string[]) =>
  new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[ \\t]+'));

/** A payment line of the PDF's table, from the CSV's figures. */
const lineOf = (p: ReturnType<typeof csvFigures>['payments'][number]) =>
  cells(p.date, p.client, formatCents(p.amount), formatCents(p.studio), formatCents(p.artist), p.receivedBy);

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
/** The totals line: the sums of the CSV's columns. */
const totalsOf = ({ payments }: ReturnType<typeof csvFigures>) =>
  cells(
    'Total',
    formatCents(sum(payments.map((p) => p.amount))),
    formatCents(sum(payments.map((p) => p.studio))),
    formatCents(sum(payments.map((p) => p.artist))),
  );

describe('repasse statement (PDF)', () => {
  it("the owner downloads an artist's week: the CSV's lines, totals and net, in pt-BR", async () => {
    const res = await statement(owner.agent, 'pdf', ana.id);
    expect(res.status, res.raw.toString().slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="repasse-ana-traco-2026-11-23-a-2026-11-29.pdf"',
    );
    const csv = await statement(owner.agent, 'csv', ana.id);
    expect(csv.status).toBe(200);
    // The CSV's own name, with .pdf.
    expect(res.headers['content-disposition']).toBe(
      String(csv.headers['content-disposition']).replace(/\.csv"$/, '.pdf"'),
    );
    const figures = csvFigures(csv.raw);
    expect(figures.payments).toHaveLength(3);
    expect(figures).toMatchObject({
      studioOwes: 48_000,
      artistOwes: 17_333,
      net: 30_667,
      state: 'Em aberto',
    });

    const { text, pages } = await pdfText(res.raw);
    expect(pages).toBe(1);
    expect(text).toContain('Extrato de repasse');
    expect(text).toContain('Estúdio: Estúdio Extrato');
    expect(text).toContain('Tatuador: Ana Traço');
    expect(text).toContain('Período: Semana de 23/11 a 29/11/2026');
    expect(text).toContain('3 pagamentos no período');
    for (const p of figures.payments) expect(text).toMatch(lineOf(p));
    // The first line, spelled out: R$ 800,00 received by the studio, her 60 % is R$ 480,00.
    expect(text).toMatch(
      cells('23/11/2026', 'Cliente Sessão 80000', 'R$ 800,00', 'R$ 320,00', 'R$ 480,00', 'Estúdio'),
    );
    expect(text).toContain('Sessão 80000 · Pagamento · PIX');
    // Totals: the sums of the CSV's columns.
    expect(text).toMatch(totalsOf(figures));
    expect(text).toMatch(cells('Total', 'R$ 1.233,33', 'R$ 493,33', 'R$ 740,00'));
    expect(text).toContain(`Estúdio deve ao tatuador: ${formatCents(figures.studioOwes)}`);
    expect(text).toContain(`Tatuador deve ao estúdio: ${formatCents(figures.artistOwes)}`);
    expect(text).toContain(`Saldo: ${formatCents(figures.net)} — o estúdio paga ao tatuador`);
    expect(text).toContain('Situação: Em aberto');
    expect(text).not.toContain('20/11/2026');
    expect(text).toContain('página 1 de 1');
  });

  it('once paid, the statement says when and how; the month names itself and its days', async () => {
    const paid = await owner.agent.post('/api/studio/settlements', {
      artistId: ana.id,
      period: 'semana',
      startDate: '2026-11-23',
      method: 'transferencia',
      paidOn: '2026-11-25',
      netCents: 30_667,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const week = await pdfText((await statement(owner.agent, 'pdf', ana.id)).raw);
    expect(week.text).toContain('Situação: Pago em 25/11/2026 por Transferência');
    expect(csvFigures((await statement(owner.agent, 'csv', ana.id)).raw).state).toBe('Pago em 25/11/2026');

    const month = await statement(owner.agent, 'pdf', ana.id, 'mes');
    expect(month.headers['content-disposition']).toBe(
      'attachment; filename="repasse-ana-traco-2026-11-01-a-2026-11-30.pdf"',
    );
    const { text } = await pdfText(month.raw);
    expect(text).toContain('Período: Novembro de 2026 (01/11/2026 a 30/11/2026)');
    expect(text).toContain('20/11/2026');
    expect(text).toContain('Situação: Parte do período já acertada em outro repasse');
    const figures = csvFigures((await statement(owner.agent, 'csv', ana.id, 'mes')).raw);
    expect(text).toContain(`Saldo: ${formatCents(figures.net)} — o estúdio paga ao tatuador`);

    const fortnight = await pdfText(
      (await statement(owner.agent, 'pdf', ana.id, 'quinzena', '2026-11-10')).raw,
    );
    expect(fortnight.text).toContain('Período: 1ª quinzena de novembro de 2026 (01/11/2026 a 15/11/2026)');
    expect(fortnight.text).toContain('Nenhum pagamento no período.');
    expect(fortnight.text).toContain('Saldo: R$ 0,00 — nada a acertar');
  });

  it('a long period runs over pages, each line and the totals still the CSV’s', async () => {
    const res = await statement(owner.agent, 'pdf', carla.id, 'mes', '2026-10-10');
    expect(res.status).toBe(200);
    const figures = csvFigures((await statement(owner.agent, 'csv', carla.id, 'mes', '2026-10-10')).raw);
    expect(figures.payments).toHaveLength(45);
    const { text, pages } = await pdfText(res.raw);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`página ${pages} de ${pages}`);
    for (const p of figures.payments) expect(text).toMatch(lineOf(p));
    expect(text).toMatch(totalsOf(figures));
    const direction = figures.net >= 0 ? 'o estúdio paga ao tatuador' : 'o tatuador paga ao estúdio';
    expect(text).toContain(`Saldo: ${formatCents(Math.abs(figures.net))} — ${direction}`);
  });

  it('is refused exactly as the CSV is: another artist, the front desk, another studio, no studio', async () => {
    const asks: [string, Agent, string][] = [
      ['an artist asking for a colleague', bruno.agent, ana.id],
      ['the front desk', frontDesk.agent, ana.id],
      ["another studio's owner", otherOwner.agent, ana.id],
      ["another studio's artist", otherArtist.agent, ana.id],
      ['a solo artist', solo.agent, ana.id],
      ['signed out', new Agent(server.app, '10.77.0.1'), ana.id],
      ["the owner's own work", owner.agent, owner.id],
      ['an unknown artist', owner.agent, 'nao-existe'],
      ["another studio's artist, asked by the owner", owner.agent, otherArtist.id],
    ];
    for (const [who, agent, artistId] of asks) {
      const csv = await statement(agent, 'csv', artistId);
      const pdf = await statement(agent, 'pdf', artistId);
      expect(csv.status, who).toBeGreaterThanOrEqual(400);
      expect({ who, status: pdf.status, body: pdf.body }).toEqual({
        who,
        status: csv.status,
        body: csv.body,
      });
      expect(pdf.raw.toString('latin1'), who).not.toContain('%PDF');
    }
    // The statuses themselves, as the CSV's own test has them.
    expect((await statement(bruno.agent, 'pdf', ana.id)).status).toBe(404);
    expect((await statement(frontDesk.agent, 'pdf', ana.id)).status).toBe(403);
    expect((await statement(otherOwner.agent, 'pdf', ana.id)).status).toBe(404);
    expect((await statement(solo.agent, 'pdf', ana.id)).status).toBe(403);
    // A refusal gives the PDF turn back: the artist then gets her own at once.
    expect((await statement(ana.agent, 'pdf', bruno.id)).status).toBe(404);
    const own = await statement(ana.agent, 'pdf', ana.id);
    expect(own.status).toBe(200);
    expect((await pdfText(own.raw)).text).toContain('Tatuador: Ana Traço');
    const brunoOwn = await statement(bruno.agent, 'pdf', bruno.id);
    expect(brunoOwn.status).toBe(200);
    const text = (await pdfText(brunoOwn.raw)).text;
    expect(text).toContain('Tatuador: Bruno Sombra');
    expect(text).not.toContain('Ana Traço');
  });
});
