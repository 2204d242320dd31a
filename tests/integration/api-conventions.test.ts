import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('API conventions', () => {
  it('reports database health', async () => {
    const res = await new Agent(server.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers bad JSON, wrong types and oversize bodies with 4xx in pt-BR, never 5xx', async () => {
    const user = await signedInUser(server.app, server.db, { name: 'Intacto' });
    const broken = await user.agent.request('PATCH', '/api/me', '{"name": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Requisição inválida');

    const wrongType = await user.agent.patch('/api/me', { name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Nome é obrigatório');

    const huge = await user.agent.patch('/api/me', { name: 'x'.repeat(400 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Requisição grande demais');

    const notJson = await user.agent.request('PATCH', '/api/me', 'name=x', { 'content-type': 'text/plain' });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);

    expect((await user.agent.get('/api/me')).body.name).toBe('Intacto');
  });

  it('refuses cookie-authenticated writes from another site', async () => {
    const user = await signedInUser(server.app, server.db, { name: 'Alvo' });
    const res = await user.agent.request(
      'PATCH',
      '/api/me',
      { name: 'Hackeado' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    const fetchSite = await user.agent.request(
      'PATCH',
      '/api/me',
      { name: 'Hackeado' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.status).toBe(403);
    expect((await user.agent.get('/api/me')).body.name).toBe('Alvo');
  });

  it('sends security headers with a CSP', async () => {
    const res = await new Agent(server.app).get('/api/health');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('unknown API paths are a pt-BR 404', async () => {
    const res = await new Agent(server.app).get('/api/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Não encontrado');
  });
});
