import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anamnesis, anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let ana: User;
let bruno: User;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  ana = await signedInUser(server.app, server.db, { name: 'Ana Traço' });
  bruno = await signedInUser(server.app, server.db, { name: 'Bruno' });
  clientId = (
    await ana.agent.post<{ id: string }>('/api/clients', { name: 'Joana Lima', phone: '(11) 91234-5678' })
  ).body.id;
});
afterAll(() => server?.close());

const answers = (over: Record<string, { yes: boolean; detail?: string }> = {}) => ({
  answers: Object.fromEntries(
    anamnesisQuestions.map((q) => [q.key, over[q.key] ?? { yes: false, detail: '' }]),
  ),
  notes: '',
  healthConsent: true,
});

describe('the health questionnaire', () => {
  it('is kept per filling, never overwritten, and only the artist of the client reads it', async () => {
    const url = `/api/clients/${clientId}/anamneses`;
    const first = await ana.agent.post<Anamnesis>(
      url,
      answers({ allergies: { yes: true, detail: 'Látex' } }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      filledVia: 'aparelho',
      answers: { allergies: { yes: true, detail: 'Látex' } },
    });
    // The same answers the next session: no new copy.
    now = new Date(now.getTime() + 86_400_000);
    const same = await ana.agent.post<Anamnesis>(url, answers({ allergies: { yes: true, detail: 'Látex' } }));
    expect(same.body.id).toBe(first.body.id);
    // Something changed: a new row; the first stays as it was.
    const changed = await ana.agent.post<Anamnesis>(
      url,
      answers({ allergies: { yes: true, detail: 'Látex' }, diabetes: { yes: true } }),
    );
    expect(changed.body.id).not.toBe(first.body.id);
    const list = (await ana.agent.get<Anamnesis[]>(url)).body;
    expect(list.map((a) => a.id)).toEqual([changed.body.id, first.body.id]);
    expect(list[1]!.answers.diabetes.yes).toBe(false);

    expect((await bruno.agent.get(url)).status).toBe(404);
    expect((await bruno.agent.post(url, answers())).status).toBe(404);
    expect((await new Agent(server.app).get(url)).status).toBe(401);
  });

  it('refuses missing answers and the missing health consent, storing nothing', async () => {
    const url = `/api/clients/${clientId}/anamneses`;
    const before = (await ana.agent.get<Anamnesis[]>(url)).body.length;
    const noConsent = await ana.agent.post(url, { ...answers(), healthConsent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe('Para continuar, autorize o uso destas informações de saúde');
    const partial = answers();
    delete (partial.answers as Record<string, unknown>).heart;
    expect((await ana.agent.post(url, partial)).status).toBe(400);
    expect((await ana.agent.get<Anamnesis[]>(url)).body.length).toBe(before);
  });

  it('a one-time link: the client answers on their phone once; used, expired or unknown it is gone', async () => {
    const link = await ana.agent.post<{ path: string }>(`/api/clients/${clientId}/anamnesis-link`);
    expect(link.status).toBe(201);
    const token = link.body.path.split('/').pop()!;
    const visitor = new Agent(server.app, '10.7.0.1');
    const form = await visitor.get(`/api/public/anamnese/${token}`);
    expect(form.body).toEqual({ artistName: 'Ana Traço', clientName: 'Joana' });
    now = new Date(now.getTime() + 3_600_000);
    expect(
      (await visitor.post(`/api/public/anamnese/${token}`, answers({ keloid: { yes: true } }))).status,
    ).toBe(204);
    const gone = await visitor.post(`/api/public/anamnese/${token}`, answers());
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Este link já foi usado ou expirou. Peça um novo ao seu tatuador.');
    expect((await visitor.get(`/api/public/anamnese/${token}`)).status).toBe(404);
    const latest = (await ana.agent.get<Anamnesis[]>(`/api/clients/${clientId}/anamneses`)).body[0]!;
    expect(latest).toMatchObject({ filledVia: 'link', answers: { keloid: { yes: true } } });

    const late = (await ana.agent.post<{ path: string }>(`/api/clients/${clientId}/anamnesis-link`)).body
      .path;
    now = new Date(now.getTime() + 73 * 3_600_000);
    expect((await visitor.get(`/api/public/anamnese/${late.split('/').pop()}`)).status).toBe(404);
    expect((await visitor.get(`/api/public/anamnese/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await bruno.agent.post(`/api/clients/${clientId}/anamnesis-link`)).status).toBe(404);
  });
});
