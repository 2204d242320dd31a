import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-site POST/PATCH/DELETE (and Sec-Fetch-Site), so a foreign site cannot ride the cookie.
 */
export function installOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameHost = origin !== undefined && host !== undefined && safeHost(origin) === host;
    if (origin !== undefined && origin !== 'null' && (allowed.has(origin) || sameHost)) return;
    if (origin === undefined && request.headers['sec-fetch-site'] !== 'cross-site') return;
    return reply.status(403).send(errorBody('CROSS_ORIGIN'));
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
