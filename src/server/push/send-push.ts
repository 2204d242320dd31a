import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { publicOnlyLookup } from '../net/public-only-lookup';
import { acceptsEndpoint, isPublicAddress, type PushEndpointPolicy } from './endpoint-policy';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * 'gone': the push service dropped the subscription (404/410); 'refused': the endpoint is not a
 * push service we deliver to (stored before the policy existed) — both mean "delete the row".
 * 'failed': anything else, including a host that resolved to a non-public address.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/** Keep-alive connections to push services, each opened through `publicOnlyLookup`. */
const publicAgent = new Agent({ keepAlive: true, lookup: publicOnlyLookup, maxSockets: 16 });

/**
 * One Web Push message: web-push builds the VAPID-signed, aes128gcm-encrypted request, and we send
 * it ourselves: only to an endpoint the policy accepts (checked again here, not just at subscribe
 * time), over connections whose addresses are public, and never following a redirect (a 3xx is a
 * failure — a push service never redirects, a forged endpoint might).
 */
export async function sendPush(
  target: PushTarget,
  payload: object,
  vapid: VapidKeys,
  policy: PushEndpointPolicy,
): Promise<PushOutcome> {
  if (!acceptsEndpoint(policy, target.endpoint)) return 'refused';
  const url = new URL(target.endpoint);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (
    policy.publicAddressesOnly &&
    (url.protocol !== 'https:' || (isIP(literal) && !isPublicAddress(literal)))
  ) {
    return 'refused';
  }
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 60 * 60,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const status = await post(url, details.headers as Record<string, string>, details.body as Buffer, policy);
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

function post(url: URL, headers: Record<string, string>, body: Buffer, policy: PushEndpointPolicy) {
  return new Promise<number>((resolve, reject) => {
    const options = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
      signal: AbortSignal.timeout(10_000),
    };
    const done = (res: IncomingMessage) => {
      res.resume(); // the body is never needed; drain it so the connection can be reused
      resolve(res.statusCode ?? 0);
    };
    // Only a test policy (ServerOptions) turns the address check off, e.g. for a loopback service.
    const req = policy.publicAddressesOnly
      ? httpsRequest(url, { ...options, agent: publicAgent }, done)
      : (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { ...options, agent: false }, done);
    req.on('error', reject);
    req.end(body);
  });
}
