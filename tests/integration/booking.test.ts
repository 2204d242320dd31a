import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSettings, PublicSlots } from '../../src/shared/schemas/booking';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Wednesday 25 November 2026, 23:30 in São Paulo — already Thursday in UTC and Tokyo.
const now = new Date('2026-11-25T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let ana: User;
let bruno: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 1 });
  ana = await signedInUser(server.app, server.db, { name: 'Ana Conceição' });
  bruno = await signedInUser(server.app, server.db, { name: 'Bruno Lima' });
});
afterAll(() => server?.close());

const workday = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
const settings = (over: Partial<BookingSettings> = {}) => ({
  enabled: true,
  slug: 'ana-conceicao',
  bio: 'Fineline e blackwork em São Paulo.',
  weekly: [[], [], workday, workday, workday, workday, [{ start: '10:00', end: '16:00' }]],
  sessionLengths: [240, 120],
  minNoticeHours: 0,
  horizonDays: 6,
  daysOff: ['2026-11-27'],
  pixKeyType: 'cpf',
  pixKey: '529.982.247-25',
  pixName: 'Ana Conceição',
  pixCity: 'São Paulo',
  holdHours: 24,
  ...over,
});
let visitors = 0;
/** A signed-out visitor, each from an address of their own (the public limit is per IP). */
const visitor = () => new Agent(server.app, `10.0.0.${++visitors}`);

describe('booking page settings', () => {
  it('start switched off with an address suggested from the name', async () => {
    const res = await ana.agent.get<BookingSettings & { saved: boolean }>('/api/booking/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      saved: false,
      enabled: false,
      slug: 'ana-conceicao-tattoo',
      minNoticeHours: 48,
    });
  });

  it('refuse bad input with its pt-BR message and store nothing', async () => {
    const cases: [object, string][] = [
      [{ slug: 'A' }, 'Use de 3 a 40 letras minúsculas, números ou hífens (ex.: ana-tattoo)'],
      [{ slug: 'api' }, 'Use de 3 a 40 letras minúsculas, números ou hífens (ex.: ana-tattoo)'],
      [{ slug: 'ana/../x' }, 'Use de 3 a 40 letras minúsculas, números ou hífens (ex.: ana-tattoo)'],
      [
        {
          weekly: [
            [],
            [],
            [
              { start: '10:00', end: '13:00' },
              { start: '12:00', end: '15:00' },
            ],
            [],
            [],
            [],
            [],
          ],
        },
        'Os horários de um mesmo dia não podem se sobrepor',
      ],
      [
        { weekly: [[], [], [{ start: '15:00', end: '13:00' }], [], [], [], []] },
        'Horário inválido: o fim deve ser depois do início',
      ],
      [{ sessionLengths: [] }, 'Escolha ao menos uma duração de sessão'],
      [{ sessionLengths: [45] }, 'Escolha ao menos uma duração de sessão'],
      [{ minNoticeHours: -1 }, 'Antecedência mínima entre 0 e 720 horas'],
      [{ daysOff: ['2026-02-30'] }, 'Data de folga inválida'],
      [{ pixKey: '111.111.111-11' }, 'Chave Pix inválida para o tipo escolhido'],
      [{ pixKeyType: 'phone', pixKey: 'ana@exemplo.com' }, 'Chave Pix inválida para o tipo escolhido'],
      [{ pixCity: '' }, 'Informe a cidade de quem recebe o Pix'],
      [{ holdHours: 0 }, 'Prazo do sinal entre 1 e 168 horas'],
    ];
    for (const [over, message] of cases) {
      const res = await ana.agent.put('/api/booking/settings', settings(over as Partial<BookingSettings>));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(over)).toContain(message);
    }
    expect((await ana.agent.get('/api/booking/settings')).body.saved).toBe(false);
  });

  it('save the Pix key as the directory keeps it, and one address belongs to one artist', async () => {
    const saved = await ana.agent.put<BookingSettings>('/api/booking/settings', settings());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      slug: 'ana-conceicao',
      pixKey: '52998224725',
      sessionLengths: [120, 240],
    });
    const taken = await bruno.agent.put(
      '/api/booking/settings',
      settings({ slug: 'Ana-Conceicao', pixKeyType: null }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Este endereço já está em uso. Escolha outro.');
    expect((await bruno.agent.get('/api/booking/settings')).body.saved).toBe(false);
  });
});

describe('the public booking page (signed out)', () => {
  it('shows the name, the words and the lengths — nothing else — and only while switched on', async () => {
    await ana.agent.put('/api/booking/settings', settings());
    const page = await visitor().get('/api/public/booking/ana-conceicao');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      slug: 'ana-conceicao',
      artistName: 'Ana Conceição',
      bio: 'Fineline e blackwork em São Paulo.',
      sessionLengths: [120, 240],
      horizonDays: 6,
      artists: [],
      policy: null,
    });
    for (const path of [
      '/api/public/booking/ninguem-aqui',
      '/api/public/booking/%00',
      '/api/public/booking/ANA',
    ]) {
      const res = await visitor().get(path);
      expect([400, 404], path).toContain(res.status);
    }
    await ana.agent.put('/api/booking/settings', settings({ enabled: false }));
    const off = await visitor().get('/api/public/booking/ana-conceicao');
    expect(off.status).toBe(404);
    expect(off.body.message).toBe('Página de agendamento não encontrada');
    await ana.agent.put('/api/booking/settings', settings());
  });

  it("offers the free hours in São Paulo time: the artist's sessions, days off and closed days taken out", async () => {
    await ana.agent.put('/api/booking/settings', settings());
    // Ana is busy Thursday 14:00–16:00; Bruno's session at the same hour changes nothing for her.
    await ana.agent.post('/api/appointments', {
      clientName: 'Cliente da Ana',
      title: 'Sessão',
      date: '2026-11-26',
      time: '14:00',
      durationMinutes: 120,
    });
    await bruno.agent.post('/api/appointments', {
      clientName: 'Cliente do Bruno',
      title: 'S',
      date: '2026-11-26',
      time: '10:00',
    });
    // A cancelled session frees its hours.
    const cancelled = await ana.agent.post<{ id: string }>('/api/appointments', {
      clientName: 'Desistiu',
      title: 'Sessão',
      date: '2026-11-28',
      time: '10:00',
    });
    await ana.agent.post(`/api/appointments/${cancelled.body.id}/cancel`);

    const res = await visitor().get<PublicSlots>('/api/public/booking/ana-conceicao/slots?length=120');
    expect(res.status).toBe(200);
    const on = (day: string) => res.body.slots.filter((s) => s.day === day).map((s) => s.time);
    // Wednesday at 23:30 is over; Thursday has Ana's 14–16 taken out; Friday is a day off.
    expect(on('2026-11-25')).toEqual([]);
    expect(on('2026-11-26')).toEqual(['10:00', '11:00', '16:00', '17:00']);
    expect(on('2026-11-27')).toEqual([]);
    expect(on('2026-11-28')).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(on('2026-11-29')).toEqual([]);
    // Only day and time: nothing about whose the hours are.
    expect(Object.keys(res.body.slots[0]!).sort()).toEqual(['day', 'time']);
    expect(JSON.stringify(res.body)).not.toContain('Cliente');

    const four = await visitor().get<PublicSlots>('/api/public/booking/ana-conceicao/slots?length=240');
    expect(four.body.slots.filter((s) => s.day === '2026-11-26').map((s) => s.time)).toEqual([]);
    expect((await visitor().get('/api/public/booking/ana-conceicao/slots?length=90')).status).toBe(400);
    expect((await visitor().get('/api/public/booking/ana-conceicao/slots?length=abc')).status).toBe(400);
    expect((await visitor().get('/api/public/booking/ana-conceicao/slots?length=360')).status).toBe(400);
  });

  it('is rate-limited per visitor', async () => {
    const statuses: number[] = [];
    const v = visitor();
    for (let i = 0; i < 65; i++) statuses.push((await v.get('/api/public/booking/ana-conceicao')).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
  });
});
