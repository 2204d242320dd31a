import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DueMessage,
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
    .flatMap((i) =>
      i.parts.map(
        (p) => `${p.kind}:${Object.entries(ids).find(([, id]) => id === p.subjectId)?.[0] ?? i.clientName}`,
      ),
    )
    .sort();
/** The one entry whose messages include `kind`. */
const withKind = (t: TodayMessages, kind: string) =>
  t.items.find((i) => i.parts.some((p) => p.kind === kind))!;
const marksOf = (i: DueMessage, sent: boolean) => ({ parts: i.parts, sent });

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
    const eve = withKind(t, 'lembrete');
    expect(eve.text).toBe(
      'Oi Bia! Passando para lembrar da sua sessão amanhã, 26/11 às 00:30, com Nara Fineline. Durma bem, coma antes de vir e evite álcool. Até amanhã!',
    );
    expect(eve.whatsappUrl!.startsWith('https://wa.me/5511988880000?text=')).toBe(true);
    expect(new URL(eve.whatsappUrl!).searchParams.get('text')).toBe(eve.text);
    expect(withKind(t, 'sinal').text).toContain('falta o sinal de R$ 200,00');
    expect(withKind(t, 'aniversario').text).toBe('Feliz aniversário, Eva! 🎉 Um abraço de Nara Fineline.');
    // Nobody else's sessions, ever.
    expect((await today(other.agent)).items).toEqual([]);
  });

  it('a sent mark is kept per message and survives; cancelled and deleted sessions drop out', async () => {
    const eve = withKind(await today(), 'lembrete');
    const mark = marksOf(eve, true);
    expect((await nara.agent.post('/api/messages/marks', mark)).body).toEqual({ sent: true });
    expect((await nara.agent.post('/api/messages/marks', mark)).status).toBe(200);
    expect(withKind(await today(), 'lembrete').sent).toBe(true);
    expect((await other.agent.post('/api/messages/marks', mark)).status).toBe(404);
    await nara.agent.post('/api/messages/marks', { ...mark, sent: false });
    expect(withKind(await today(), 'lembrete').sent).toBe(false);

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
    const eve = withKind(await today(), 'lembrete');
    expect(eve.text).toBe(
      'Oi Bia ✨\nAmanhã, 26/11 às 00:30, em Rua Augusta, 1000 – São Paulo.\nAté já — Nara Fineline!',
    );
    expect(eve.whatsappUrl).toContain('%E2%9C%A8%0AAmanh%C3%A3');
    expect(new URL(eve.whatsappUrl!).searchParams.get('text')).toBe(eve.text);
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
      const birthdays = (await today()).items.filter((i) => i.parts[0]!.kind === 'aniversario');
      expect(birthdays.map((b) => b.parts[0]!.subjectId)).toEqual([leapling]);
    } finally {
      now = new Date('2026-11-25T23:55:00-03:00');
    }
  });
});

describe("'Mensagens de hoje', checked before they go (issue 29)", () => {
  let lia: User;
  const client = async (name: string, extra: object = {}) =>
    (await lia.agent.post<{ id: string }>('/api/clients', { name, phone: '(11) 97777-1111', ...extra })).body
      .id;
  const createdToday = '2026-11-25T09:00:00-03:00';
  beforeAll(async () => {
    lia = await signedInUser(server.app, server.db, { name: 'Lia Traço' });
  });

  it('a client’s messages of the day go as one: one hello, one link, one tap marks them all sent', async () => {
    const hugo = await client('Hugo Tudo', { birthDate: '1991-11-25' });
    await session(
      lia.agent,
      'hugo-amanha',
      { clientId: hugo, title: 'Cobra', date: '2026-11-26', time: '15:00' },
      createdToday,
    );
    const t = await today(lia.agent);
    expect(t.items).toHaveLength(1);
    const [merged] = t.items;
    expect(merged!.clientName).toBe('Hugo Tudo');
    expect(merged!.parts.map((p) => p.kind)).toEqual(['aniversario', 'lembrete', 'confirmacao']);
    // No address set: the confirmation's 'Endereço: .' sentence is left out, not sent empty.
    expect(merged!.text).toBe(
      'Feliz aniversário, Hugo! 🎉 Um abraço de Lia Traço.\n\n' +
        'Passando para lembrar da sua sessão amanhã, 26/11 às 15:00, com Lia Traço. Durma bem, coma antes de vir e evite álcool. Até amanhã!\n\n' +
        'Sua sessão com Lia Traço está agendada para 26/11 às 15:00. Qualquer dúvida, é só chamar!',
    );
    expect(new URL(merged!.whatsappUrl!).searchParams.get('text')).toBe(merged!.text);

    // Nobody marks another artist's messages, not even mixed with their own.
    expect((await other.agent.post('/api/messages/marks', marksOf(merged!, true))).status).toBe(404);
    const mixed = {
      parts: [...merged!.parts, { kind: 'lembrete', subjectId: ids.lembrete, occasion: 'x' }],
      sent: true,
    };
    expect((await lia.agent.post('/api/messages/marks', mixed)).status).toBe(404);
    expect((await today(lia.agent)).items[0]!.sent).toBe(false);

    expect((await lia.agent.post('/api/messages/marks', marksOf(merged!, true))).status).toBe(200);
    const after = await today(lia.agent);
    expect(after.items.map((i) => [i.parts.length, i.sent])).toEqual([[3, true]]);

    // Booked later the same day: a second message, with only what did not go yet.
    await session(
      lia.agent,
      'hugo-dezembro',
      { clientId: hugo, title: 'Fechamento', date: '2026-12-20' },
      createdToday,
    );
    const later = (await today(lia.agent)).items.filter((i) => i.clientName === 'Hugo Tudo');
    expect(later.map((i) => [i.parts.map((p) => p.kind).join('+'), i.sent]).sort()).toEqual([
      ['aniversario+lembrete+confirmacao', true],
      ['confirmacao', false],
    ]);
    expect(later.find((i) => !i.sent)!.text).toBe(
      'Olá Hugo! Sua sessão com Lia Traço está agendada para 20/12 às 10:00. Qualquer dúvida, é só chamar!',
    );
    // 'Desfazer' gives back all of them: one message again.
    await lia.agent.post('/api/messages/marks', marksOf(later.find((i) => i.sent)!, false));
    expect((await today(lia.agent)).items.filter((i) => i.clientName === 'Hugo Tudo')).toHaveLength(1);
  });

  it('no confirmation while the deposit is still due: the deposit request says it; paid, the confirmation comes', async () => {
    const ivo = await client('Ivo Sinal');
    const hold = await session(
      lia.agent,
      'ivo',
      { clientId: ivo, title: 'Rosa', date: '2026-12-03' },
      createdToday,
    );
    await server.db.execute(sql`UPDATE appointments SET deposit_due_cents = 15000 WHERE id = ${hold}`);
    const asked = (await today(lia.agent)).items.find((i) => i.clientName === 'Ivo Sinal')!;
    expect(asked.parts.map((p) => p.kind)).toEqual(['sinal']);
    // No Pix key, no code: 'Pix copia e cola:' leaves with its empty line.
    expect(asked.text).toBe(
      'Olá Ivo! Para confirmar sua sessão de 03/12 às 10:00, falta o sinal de R$ 150,00.',
    );

    await server.db.execute(sql`UPDATE appointments SET deposit_cents = 15000 WHERE id = ${hold}`);
    const paid = (await today(lia.agent)).items.find((i) => i.clientName === 'Ivo Sinal')!;
    expect(paid.parts.map((p) => p.kind)).toEqual(['confirmacao']);
  });

  it('a client without a phone is listed, with the text and no WhatsApp link', async () => {
    const juca = await client('Juca Sem Fone', { phone: '' });
    await session(lia.agent, 'juca', { clientId: juca, title: 'Âncora', date: '2026-11-26', time: '11:00' });
    const juca1 = (await today(lia.agent)).items.find((i) => i.clientName === 'Juca Sem Fone')!;
    expect(juca1.parts.map((p) => p.kind)).toEqual(['lembrete']);
    expect(juca1.whatsappUrl).toBeNull();
    expect(juca1.text).toMatch(/^Oi Juca! Passando para lembrar da sua sessão amanhã, 26\/11 às 11:00/);
  });

  it('a placeholder the message has no value for is refused under its field, naming it', async () => {
    const saved = (await lia.agent.get<MessageTemplates>('/api/message-templates')).body;
    const typo = await lia.agent.put<{ message: string; fields: Record<string, string> }>(
      '/api/message-templates',
      {
        templates: {
          ...saved.templates,
          confirmacao: 'Olá {Nome}! Até {data}.',
          aniversario: 'Parabéns! {pix}',
        },
        address: '',
      },
    );
    expect(typo.status).toBe(400);
    expect(typo.body.fields).toEqual({
      'templates.confirmacao': '{Nome} não é um campo conhecido. Você quis dizer {nome}?',
      'templates.aniversario': '{pix} só pode ser usado no Pedido de sinal.',
    });
    const unknown = await lia.agent.put<{ fields: Record<string, string> }>('/api/message-templates', {
      templates: { ...saved.templates, lembrete: 'Oi {nome}, seu telefone é {telefone}' },
    });
    expect(unknown.body.fields).toEqual({
      'templates.lembrete':
        '{telefone} não é um campo conhecido. Use {nome}, {data}, {hora}, {tatuador}, {estudio} ou {endereco}.',
    });
    // Nothing was saved.
    expect((await lia.agent.get<MessageTemplates>('/api/message-templates')).body).toEqual(saved);
  });
});
