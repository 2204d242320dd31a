import type { RouteEntry } from '../../src/server/http/route-list';

/**
 * The app's routes as the authorization matrix and the fuzz suite walk them: read from the running
 * app (`Server.routes`), so a route added tomorrow is walked without anyone editing a list.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** HEAD answers with its GET's handler and OPTIONS is not served: the methods a caller can drive. */
export function callableRoutes(routes: readonly RouteEntry[]): (RouteEntry & { method: Method })[] {
  return routes.filter((r): r is RouteEntry & { method: Method } =>
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
  );
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** `:id`, `:memberId`… in order; a trailing `*` counts as a parameter named `*`. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

/** A token, slug or file name (the secret is the capability) rather than a row id. */
const BY_SEGMENT_AND_PARAM: Record<string, string> = {
  'invitations/:token': 'invitationToken',
  'booking/:slug': 'slug',
  'requests/:token': 'requestToken',
  'anamnese/:token': 'anamnesisToken',
  'cal/:file': 'feedFile',
  'images/:imageId': 'image',
  'members/:memberId': 'member',
};
/** Row ids by the collection segment that precedes them. */
const BY_SEGMENT: Record<string, string> = {
  clients: 'client',
  appointments: 'appointment',
  payments: 'payment',
  expenses: 'expense',
  tasks: 'task',
  notifications: 'notification',
  requests: 'bookingRequest',
  consents: 'consent',
  inks: 'inkLot',
  members: 'member',
  invitations: 'invitation',
  settlements: 'settlement',
  'other-incomes': 'otherIncome',
};

/**
 * Which kind of resource a path parameter names, from the segment before it (`/api/clients/:id` →
 * client). Undefined for a collection nobody has named here yet: callers then try every kind.
 */
export function resourceOf(url: string, param: string): string | undefined {
  const segments = url.split('/');
  const at = segments.indexOf(param === '*' ? '*' : `:${param}`);
  const before = segments[at - 1] ?? '';
  return BY_SEGMENT_AND_PARAM[`${before}/:${param}`] ?? BY_SEGMENT[before];
}

/** The URL with each parameter replaced (values are URL-encoded). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${url}`);
    return name ? encodeURIComponent(value) : value;
  });
}
