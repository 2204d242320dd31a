import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultTemplates,
  type MessageTemplates,
  type TodayMessages,
} from '../../src/shared/message-templates';
import type { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// 23:55 on 25/11 in São Paulo: already the 26th in UTC and in Tokyo.
let now = new Date('2026-11-25T23:55:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let nara: User;
let other: User;
const ids: Record<string, string> = {};

async function session(agent: Agent, key: string, body: object, createdAt = '2026-11-20T12:00:00-03:00') {
  const res = await agent.post<{ id: string }>('/api/appointments', {
    time: '10:00',
    agreedValueCents: 30_000,
    ...body,
  });
  expect(res.status).toBe(201);
  // created_at is the database's clock; set it to the instant the case needs.
  await server.db.execute(
    sql`UPDATE appointments SET created_at = ${createdAt}::timestamptz WHERE id = ${res.body.id}`,
  );
  ids[key] = res.body.id;
  return res.body.id;
}

const today = async (agent: Agent = nara.agent) =>
  (await agent.get<TodayMessages>('/api/messages/today')).body;
const keysOf = (t: TodayMessages) =>
  t.items
    .map((i) => `${i.kind}:${Object.entries(ids).find(([, id]) => id === i.subjectId)?.[0] ?? i.clientName}`)
    .sort();

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  nara = await signedInUser(server.app, server.db, { name: 'Nara Fineline' });
  other = await signedInUser(server.app, server.db, { name: 'Outro' });
  const client = async (name: string, extra: object = {}) =>
    (await nara.agent.post<{ id: string }>('/api/clients', { name, phone: '(11) 98888-0000', ...extra })).body
      .id;
  const ana = await client('Ana Nova');
  const bia = await client('Bia Véspera');
  const caio = await client('Caio Curado');
  const dani = await client('Dani Sinal');
  ids.aniversario = await client('Eva Aniversário', { birthDate: '1990-11-25' });
  await client('Fábio Amanhã', { birthDate: '1990-11-26' });
  await client('Gil Sem Fone', { phone: '' });

  await session(
    nara.agent,
    'confirmacao',
    { clientId: ana, title: 'Rosa', date: '2026-12-10' },
    '2026-11-25T23:50:00-03:00',
  );
  await session(
    nara.agent,
    'ontem',
    { clientId: ana, title: 'Outra', date: '2026-12-11' },
    '2026-11-24T23:59:00-03:00',
  );
  await session(nara.agent, 'lembrete', { clientId: bia, title: 'Leão', date: '2026-11-26', time: '00:30' });
  await session(nara.agent, 'hoje-tarde', {
    clientId: bia,
    title: 'Hoje',
    date: '2026-11-25',
    time: '23:59',
  });
  await session(nara.agent, 'depois', { clientId: bia, title: 'Depois', date: '2026-11-27', time: '00:00' });
  const healed = await session(nara.agent, 'cicatrizacao', {
    clientId: caio,
    title: 'Mandala',
    date: '2026-11-22',
  });
  const early = await session(nara.agent, 'cedo', { clientId: caio, title: 'Antiga', date: '2026-11-21' });
  for (const id of [healed, early])
    expect(
      (await nara.agent.post(`/api/appointments/${id}/finalize`, { amountCents: 30_000, method: 'pix' }))
        .status,
    ).toBe(200);
  const hold = await session(nara.agent, 'sinal', {
    clientId: dani,
    title: 'Fechamento',
    date: '2026-12-05',
  });
  await server.db.execute(sql`UPDATE appointments SET deposit_due_cents = 20000 WHERE id = ${hold}`);
});
afterAll(() => server?.close());

describe("'Mensagens de hoje'", () => {
  it('lists what is due on the São Paulo day: confirmation, eve, healing, deposit and birthday — nothing else', async () => {
    const t = await today();
    expect(t.day).toBe('2026-11-25');
    expect(keysOf(t)).toEqual([
      'aniversario:aniversario',
      'cicatrizacao:cicatrizacao',
      'confirmacao:confirmacao',
      'lembrete:lembrete',
      'sinal:sinal',
    ]);
    const eve = t.items.find((i) => i.kind === 'lembrete')!;
    expect(eve.text).toBe(
      'Oi Bia! Passando para lembrar da sua sessão amanhã, 26/11 às 00:30, com Nara Fineline. Durma bem, coma antes de vir e evite álcool. Até amanhã!',
    );
    expect(eve.whatsappUrl.startsWith('https://wa.me/5511988880000?text=')).toBe(true);
    expect(new URL(eve.whatsappUrl).searchParams.get('text')).toBe(eve.text);
    expect(t.items.find((i) => i.kind === 'sinal')!.text).toContain('falta o sinal de R$ 200,00');
    expect(t.items.find((i) => i.kind === 'aniversario')!.text).toBe(
      'Feliz aniversário, Eva! 🎉 Um abraço de Nara Fineline.',
    );
    // Nobody else's sessions, ever.
    expect((await today(other.agent)).items).toEqual([]);
  });

  it('a sent mark is kept per message and survives; cancelled and deleted sessions drop out', async () => {
    const eve = (await today()).items.find((i) => i.kind === 'lembrete')!;
    const mark = { kind: eve.kind, subjectId: eve.subjectId, occasion: eve.occasion, sent: true };
    expect((await nara.agent.post('/api/messages/marks', mark)).body).toEqual({ sent: true });
    expect((await nara.agent.post('/api/messages/marks', mark)).status).toBe(200);
    expect((await today()).items.find((i) => i.kind === 'lembrete')!.sent).toBe(true);
    expect((await other.agent.post('/api/messages/marks', mark)).status).toBe(404);
    await nara.agent.post('/api/messages/marks', { ...mark, sent: false });
    expect((await today()).items.find((i) => i.kind === 'lembrete')!.sent).toBe(false);

    expect((await nara.agent.post(`/api/appointments/${ids.lembrete}/cancel`)).status).toBe(200);
    expect((await nara.agent.del(`/api/appointments/${ids.confirmacao}`)).status).toBe(204);
    expect(keysOf(await today())).toEqual([
      'aniversario:aniversario',
      'cicatrizacao:cicatrizacao',
      'sinal:sinal',
    ]);
    await nara.agent.post(`/api/appointments/${ids.lembrete}/reopen`);
  });

  it('templates are the artist’s: placeholders filled, accents, emoji and line breaks kept through the link', async () => {
    const defaults = (await nara.agent.get<MessageTemplates>('/api/message-templates')).body;
    expect(defaults.templates).toEqual(defaultTemplates);
    const saved = await nara.agent.put<MessageTemplates>('/api/message-templates', {
      templates: {
        ...defaults.templates,
        lembrete: 'Oi {nome} ✨\nAmanhã, {data} às {hora}, em {endereco}.\nAté já — {estudio}!',
      },
      address: 'Rua Augusta, 1000 – São Paulo',
    });
    expect(saved.status).toBe(200);
    const eve = (await today()).items.find((i) => i.kind === 'lembrete')!;
    expect(eve.text).toBe(
      'Oi Bia ✨\nAmanhã, 26/11 às 00:30, em Rua Augusta, 1000 – São Paulo.\nAté já — Nara Fineline!',
    );
    expect(eve.whatsappUrl).toContain('%E2%9C%A8%0AAmanh%C3%A3');
    expect(new URL(eve.whatsappUrl).searchParams.get('text')).toBe(eve.text);
    const empty = await nara.agent.put('/api/message-templates', {
      templates: { ...defaults.templates, sinal: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Escreva a mensagem');
  });

  it('a 29/02 birthday is wished on 28/02 in a common year', async () => {
    const leapling = (
      await nara.agent.post<{ id: string }>('/api/clients', {
        name: 'Lia Bissexta',
        phone: '(11) 97777-0000',
        birthDate: '2004-02-29',
      })
    ).body.id;
    now = new Date('2027-02-28T12:00:00-03:00');
    try {
      const birthdays = (await today()).items.filter((i) => i.kind === 'aniversario');
      expect(birthdays.map((b) => b.subjectId)).toEqual([leapling]);
    } finally {
      now = new Date('2026-11-25T23:55:00-03:00');
    }
  });
});
