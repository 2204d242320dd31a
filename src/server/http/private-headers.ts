import type { FastifyInstance } from 'fastify';

/**
 * Features no screen of ours uses are off for every page, so an injected script cannot ask for
 * them. Revisit when a feature needs one (e.g. a camera for photos).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), interest-cohort=()';

/**
 * Headers every answer carries, errors included (onSend runs for those too): the permissions
 * policy, and `no-store` on API answers that did not choose their own caching — they are one
 * person's data, which no browser cache or proxy may keep after sign-out.
 */
export function installPrivateHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/dev/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
