import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route the app answers, as registered (HEAD mirrors of GET routes included). */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's own schema (zod here), for tools that build requests from the contract. */
  schema?: FastifySchema;
}

const lists = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Starts recording every route added to `app` from now on (plugins included). Installed before the
 * first route, the list is the app's whole surface: the authorization matrix and the fuzz suite walk
 * it, so a new route is tested without anyone remembering to add it to a hand-kept list.
 */
export function trackRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url, schema: route.schema });
  });
}

/** What `trackRoutes` saw on this app (empty if it was never installed). */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return lists.get(app) ?? [];
}
