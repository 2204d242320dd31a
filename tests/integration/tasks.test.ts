import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskBoard } from '../../src/shared/schemas/task';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let now = new Date('2026-11-30T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const board = async (u: User, query = '') => (await u.agent.get<TaskBoard>(`/api/tasks${query}`)).body;
async function create(u: User, body: object) {
  const res = await u.agent.post('/api/tasks', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('tasks', () => {
  it("creates in 'a-fazer' with media priority; empty date, client and appointment are null", async () => {
    const id = await create(user, { title: '  Comprar agulhas ', date: '', clientId: '', appointmentId: '' });
    const task = (await board(user)).tasks.find((t) => t.id === id);
    expect(task).toMatchObject({
      title: 'Comprar agulhas',
      status: 'a-fazer',
      priority: 'media',
      date: null,
      clientId: null,
      appointmentId: null,
    });
  });

  it("requires a non-blank title ('Título é obrigatório') and stores nothing", async () => {
    const before = (await board(user)).counts.total;
    for (const body of [{ title: '   ' }, {}, { title: null }]) {
      const res = await user.agent.post('/api/tasks', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Título é obrigatório');
    }
    expect((await board(user)).counts.total).toBe(before);
  });

  it('links a client and an appointment of the user, never of someone else', async () => {
    const client = (await user.agent.post('/api/clients', { name: 'Ana' })).body;
    const appt = (
      await user.agent.post('/api/appointments', {
        clientId: client.id,
        title: 'Rosa',
        date: '2026-12-02',
        time: '10:00',
      })
    ).body;
    const id = await create(user, {
      title: 'Desenho da Ana',
      clientId: client.id,
      appointmentId: appt.id,
      priority: 'alta',
    });
    expect((await board(user)).tasks.find((t) => t.id === id)).toMatchObject({
      clientName: 'Ana',
      appointmentTitle: 'Rosa',
      priority: 'alta',
    });
    const stolenClient = await other.agent.post('/api/tasks', { title: 'x', clientId: client.id });
    expect(stolenClient.status).toBe(404);
    const stolenAppt = await other.agent.post('/api/tasks', { title: 'x', appointmentId: appt.id });
    expect(stolenAppt.status).toBe(404);
  });

  it('orders by date ascending with undated last, and counts per column', async () => {
    const fresh = await signedInUser(server.app, server.db);
    await create(fresh, { title: 'sem data' });
    await create(fresh, { title: 'dia 5', date: '2026-12-05' });
    await create(fresh, { title: 'dia 1', date: '2026-12-01' });
    const b = await board(fresh);
    expect(b.tasks.map((t) => t.title)).toEqual(['dia 1', 'dia 5', 'sem data']);
    expect(b.counts).toEqual({ 'a-fazer': 3, fazendo: 0, feito: 0, total: 3 });
  });

  it('moves between any columns in any direction and marks done', async () => {
    const id = await create(user, { title: 'Limpar maca' });
    for (const status of ['fazendo', 'a-fazer', 'feito', 'fazendo', 'feito'] as const) {
      const res = await user.agent.post(`/api/tasks/${id}/status`, { status });
      expect(res.status).toBe(200);
      expect((await board(user)).tasks.find((t) => t.id === id)?.status).toBe(status);
    }
    expect((await user.agent.post(`/api/tasks/${id}/status`, { status: 'arquivado' })).status).toBe(400);
  });

  it('edits every field but the column', async () => {
    const id = await create(user, { title: 'Antes' });
    await user.agent.post(`/api/tasks/${id}/status`, { status: 'fazendo' });
    const res = await user.agent.put(`/api/tasks/${id}`, {
      title: 'Depois',
      description: 'detalhes',
      date: '2026-12-10',
      priority: 'baixa',
    });
    expect(res.status).toBe(200);
    expect((await board(user)).tasks.find((t) => t.id === id)).toMatchObject({
      title: 'Depois',
      description: 'detalhes',
      date: '2026-12-10',
      priority: 'baixa',
      status: 'fazendo',
    });
    expect((await user.agent.put(`/api/tasks/${id}`, { title: '' })).body.message).toBe(
      'Título é obrigatório',
    );
  });

  it(`filters 'today' (São Paulo day; TZ=${process.env.TZ}) and 'pending'`, async () => {
    const fresh = await signedInUser(server.app, server.db);
    await create(fresh, { title: 'hoje', date: '2026-11-30' });
    const done = await create(fresh, { title: 'hoje feita', date: '2026-11-30' });
    await fresh.agent.post(`/api/tasks/${done}/status`, { status: 'feito' });
    await create(fresh, { title: 'amanhã', date: '2026-12-01' });
    now = new Date('2026-11-30T23:30:00-03:00');
    const today = await board(fresh, '?filter=today');
    expect(today.tasks.map((t) => t.title).sort()).toEqual(['hoje', 'hoje feita']);
    expect(today.counts).toEqual({ 'a-fazer': 1, fazendo: 0, feito: 1, total: 2 });
    expect((await board(fresh, '?filter=pending')).tasks.map((t) => t.title)).toEqual(['hoje', 'amanhã']);
    now = new Date('2026-12-01T00:30:00-03:00');
    expect((await board(fresh, '?filter=today')).tasks.map((t) => t.title)).toEqual(['amanhã']);
    expect((await fresh.agent.get('/api/dashboard')).body.openTasksToday).toBe(1);
  });

  it('deletes; another user gets 404 for every operation and nothing changes', async () => {
    const id = await create(user, { title: 'Minha' });
    expect((await other.agent.put(`/api/tasks/${id}`, { title: 'Tomada' })).status).toBe(404);
    const move = await other.agent.post(`/api/tasks/${id}/status`, { status: 'feito' });
    expect(move.status).toBe(404);
    expect(move.body.message).toBe('Tarefa não encontrada');
    expect((await other.agent.del(`/api/tasks/${id}`)).status).toBe(404);
    expect((await board(other)).tasks).toEqual([]);
    expect((await board(user)).tasks.find((t) => t.id === id)).toMatchObject({
      title: 'Minha',
      status: 'a-fazer',
    });
    expect((await user.agent.del(`/api/tasks/${id}`)).status).toBe(204);
    expect((await board(user)).tasks.find((t) => t.id === id)).toBeUndefined();
  });
});
