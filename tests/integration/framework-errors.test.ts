// Issue 24 item 11: what the framework refuses before any route runs (a URL it cannot decode, a
// parameter too long, a body type nobody parses) is still our answer: pt-BR text, the security
// headers, no-store, and never the URL echoed back.
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/server/http/private-headers';
import { Agent } from '../helpers/agent';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  // Logging on: these answers are logged before any hook too, and that must not fail either.
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  server = await startTestServer({ logStream });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

function expectOurHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['cache-control'], what).toBe('no-store');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(headers['content-security-policy']), what).toContain("default-src 'self'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
}

describe('errors the framework finds before our routes run', () => {
  const malformed = '/api/public/booking/%E0%A4%A';
  const tooLong = `/api/public/booking/${'segredo'.repeat(40)}`;

  it('a URL that does not decode is a pt-BR 400 with our headers, without echoing it', async () => {
    const res = await new Agent(server.app).get(malformed);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_JSON', message: 'Requisição inválida' });
    expect(res.raw.toString()).not.toContain('%E0%A4%A');
    expectOurHeaders(res.headers, malformed);
  });

  it('a path parameter past the length limit is refused the same way', async () => {
    const res = await new Agent(server.app).get(tooLong);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ code: 'BAD_JSON', message: 'Requisição inválida' });
    expect(res.raw.toString()).not.toContain('segredo');
    expectOurHeaders(res.headers, tooLong);
  });

  it('a body type no parser takes is a pt-BR 415 with our headers', async () => {
    const res = await new Agent(server.app).request('POST', '/api/public/booking/qualquer/requests', 'x', {
      'content-type': 'application/x-segredo',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Requisição inválida');
    expect(res.raw.toString()).not.toContain('segredo');
    expectOurHeaders(res.headers, 'content type');
  });

  it('over a real socket too, a malformed URL gets our answer', async () => {
    const res = await fetch(`${base}${malformed}`);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain('%E0%A4%A');
    expect(JSON.parse(text).message).toBe('Requisição inválida');
    expectOurHeaders(Object.fromEntries(res.headers), 'fetch');
  });

  it('a request Node cannot even parse gets a bare 400 that still says no-store and nosniff', async () => {
    const { port } = new URL(base);
    const answer = await new Promise<string>((ok, fail) => {
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => ok(text));
      socket.on('error', fail);
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.toLowerCase()).toContain('cache-control: no-store');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('Requisição inválida');
  });

  it('each refusal is logged by its code, and the server goes on', async () => {
    expect(logLines.join('\n')).toContain('FST_ERR_BAD_URL');
    expect(logLines.join('\n')).toContain('FST_ERR_MAX_PARAM_LENGTH');
    expect((await new Agent(server.app).get('/api/health')).status).toBe(200);
  });
});
