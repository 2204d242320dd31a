import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../src/shared/schemas/calendar-feed';
import { splitSaoPaulo } from '../../src/shared/time';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let nara: User;
let other: User;
let subscriber: Agent;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  nara = await signedInUser(server.app, server.db, { name: 'Nara Fineline' });
  other = await signedInUser(server.app, server.db, { name: 'Outro Artista' });
  subscriber = new Agent(server.app, '10.9.0.1');
});
afterAll(() => server?.close());

/** The feed as a calendar app reads it, parsed by node-ical (not ours): its events by UID. */
async function eventsAt(path: string) {
  const res = await subscriber.request('GET', path, undefined, { origin: '' });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const parsed = ical.sync.parseICS(res.raw.toString('utf8'));
  return Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
}

const appointment = async (agent: Agent, body: object) => {
  const res = await agent.post<{ id: string }>('/api/appointments', body);
  expect(res.status).toBe(201);
  return res.body.id;
};

describe('the calendar feed', () => {
  it('lists each appointment with first name, title, start and end in São Paulo time; no notes; money only when asked', async () => {
    expect((await nara.agent.get<CalendarFeed>('/api/calendar-feed')).body).toEqual({
      path: null,
      includeMoney: false,
    });
    const feed = (await nara.agent.post<CalendarFeed>('/api/calendar-feed')).body;
    expect(feed.path).toMatch(/^\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    const rosa = await appointment(nara.agent, {
      clientName: 'Joana Lima Souza',
      title: 'Rosa fineline',
      date: '2026-11-26',
      time: '14:00',
      durationMinutes: 180,
      agreedValueCents: 60_000,
      notes: 'Alergia a látex',
    });
    // 23:30 in São Paulo is already the next day in UTC (and in Tokyo).
    const late = await appointment(nara.agent, {
      clientName: 'Bruno',
      title: 'Flash',
      date: '2026-11-30',
      time: '23:30',
      agreedValueCents: 20_000,
    });
    await appointment(other.agent, {
      clientName: 'Alheio',
      title: 'De outro',
      date: '2026-11-26',
      time: '10:00',
    });

    const events = await eventsAt(feed.path!);
    expect(events.map((e) => e.uid).sort()).toEqual([`${late}@tinta`, `${rosa}@tinta`].sort());
    const first = events.find((e) => e.uid === `${rosa}@tinta`)!;
    expect(first.summary).toBe('Joana · Rosa fineline');
    expect(first.start.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(first.end?.toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(first.status).toBe('CONFIRMED');
    expect(first.description).toBe('Agendado');
    const second = events.find((e) => e.uid === `${late}@tinta`)!;
    expect(splitSaoPaulo(second.start)).toEqual({ day: '2026-11-30', time: '23:30' });
    expect(second.start.toISOString()).toBe('2026-12-01T02:30:00.000Z');
    const raw = (await subscriber.request('GET', feed.path!, undefined, { origin: '' })).raw.toString('utf8');
    expect(raw).not.toContain('látex');
    expect(raw).not.toContain('Lima');

    const withMoney = await nara.agent.patch<CalendarFeed>('/api/calendar-feed', { includeMoney: true });
    expect(withMoney.body).toEqual({ path: feed.path, includeMoney: true });
    const paid = (await eventsAt(feed.path!)).find((e) => e.uid === `${rosa}@tinta`)!;
    expect(paid.description).toBe('Agendado · R$ 600,00');
    await nara.agent.patch('/api/calendar-feed', { includeMoney: false });
  });

  it('follows every change: a moved session is a newer revision, a cancelled one a cancelled event, a deleted one is gone', async () => {
    const { path } = (await nara.agent.get<CalendarFeed>('/api/calendar-feed')).body;
    const id = await appointment(nara.agent, {
      clientName: 'Caio',
      title: 'Tribal',
      date: '2026-12-02',
      time: '10:00',
    });
    const sequenceNow = async () =>
      Number((await eventsAt(path!)).find((e) => e.uid === `${id}@tinta`)!.sequence);
    const move = async (time: string) => {
      const moved = await nara.agent.put(`/api/appointments/${id}`, {
        clientName: 'Caio',
        title: 'Tribal',
        date: '2026-12-02',
        time,
      });
      expect(moved.status).toBe(200);
    };
    const before = await sequenceNow();

    // Two edits right after each other (within one second): each is a newer revision, or a
    // subscribed calendar keeps the first move and never shows the second.
    await move('15:00');
    const once = await sequenceNow();
    await move('16:00');
    const twice = await sequenceNow();
    expect(once).toBeGreaterThan(before);
    expect(twice).toBeGreaterThan(once);
    const after = (await eventsAt(path!)).find((e) => e.uid === `${id}@tinta`)!;
    expect(splitSaoPaulo(after.start)).toEqual({ day: '2026-12-02', time: '16:00' });

    expect((await nara.agent.post(`/api/appointments/${id}/cancel`)).status).toBe(200);
    expect((await eventsAt(path!)).find((e) => e.uid === `${id}@tinta`)!.status).toBe('CANCELLED');

    expect((await nara.agent.del(`/api/appointments/${id}`)).status).toBe(204);
    expect((await eventsAt(path!)).some((e) => e.uid === `${id}@tinta`)).toBe(false);
  });

  it('a new link stops the old one at once; unknown tokens and signed-out settings are refused', async () => {
    const old = (await nara.agent.get<CalendarFeed>('/api/calendar-feed')).body.path!;
    const rotated = (await nara.agent.post<CalendarFeed>('/api/calendar-feed')).body.path!;
    expect(rotated).not.toBe(old);
    expect((await subscriber.request('GET', old, undefined, { origin: '' })).status).toBe(404);
    expect((await eventsAt(rotated)).length).toBeGreaterThan(0);
    expect((await subscriber.request('GET', '/cal/nada.ics', undefined, { origin: '' })).status).toBe(404);
    expect((await new Agent(server.app).get('/api/calendar-feed')).status).toBe(401);
    // Another user's settings are their own: no link yet, and nothing to switch.
    expect((await other.agent.get<CalendarFeed>('/api/calendar-feed')).body.path).toBeNull();
    expect((await other.agent.patch('/api/calendar-feed', { includeMoney: true })).status).toBe(404);
  });
});
