import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import { messages } from '../../shared/errors';

/** Postgres text cannot hold U+0000; no field of ours has a use for it. */
const NUL = String.fromCharCode(0);
const holdsNul = (text: string): boolean => text.includes(NUL);
const MAX_DEPTH = 12;

/** The dotted path of the first string holding a NUL, or null. Arrays and objects are walked. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return holdsNul(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (holdsNul(key)) return path ? `${path}.?` : '_';
    const found = findUnstorableText(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL byte anywhere in a request's body, query or path before any route sees it, so no
 * route (ours or the auth library's) can hand one to Postgres and answer 500. One hook instead of
 * a refinement on every text field of every schema, which a new field could forget.
 */
export function installUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      findUnstorableText(request.body) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.params);
    if (!field) return;
    const body: ApiErrorBody = {
      code: 'VALIDATION',
      message: messages.invalidCharacter,
      fields: { [field]: messages.invalidCharacter },
    };
    return reply.status(400).send(body);
  });
}
