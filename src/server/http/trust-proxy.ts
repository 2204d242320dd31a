import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address (`X-Forwarded-For`), issue 24 item 2:
 * - `false`: none; the socket's address is the client;
 * - a number: that many hops in front of the app (HAProxy alone is 1). Each proxy appends the
 *   address it saw, so the client is the entry that many places from the right; whatever the client
 *   itself wrote sits further left and is ignored;
 * - addresses/CIDRs: entries are skipped from the right while they belong to a listed proxy; the
 *   first one that does not is the client.
 * "Trust every hop" (the old `true`) is not offered: it takes the left-most entry, which the client
 * writes, so a forged header gave every request a fresh budget.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted in the list as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const HOW =
  'set how many proxies stand in front of the app (TRUST_PROXY=1 for one HAProxy/nginx) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)';

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** Parses the TRUST_PROXY variable; a wrong value is one line naming the fix. */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (v === 'true')
    return fail(
      `"true" is refused: it trusts every hop, so anyone could forge X-Forwarded-For and pass the rate limits; ${HOW}`,
    );
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= MAX_HOPS ? hops : fail(`must be at most ${MAX_HOPS} hops; ${HOW}`);
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.find((e) => !isAddressOrCidr(e));
  if (wrong !== undefined || entries.length === 0)
    return fail(`"${wrong ?? v}" is neither a hop count nor a proxy address or CIDR; ${HOW}`);
  return entries;
}

/**
 * What Fastify's `trustProxy` gets. A hop count goes as a function: Fastify 5.12 reads a plain
 * number as "trust nothing" (a count cannot tell the proxy from a client who connects directly),
 * so the count is applied here — which is also why the README asks that only the proxy can reach
 * the app's port when a count is used, and recommends the address list otherwise.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
