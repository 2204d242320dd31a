import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * One Web Push message: web-push builds the VAPID-signed, aes128gcm-encrypted request, and fetch
 * sends it (so any push service URL works). 404/410 mean the browser dropped the subscription.
 */
export async function sendPush(target: PushTarget, payload: object, vapid: VapidKeys): Promise<PushOutcome> {
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
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body as Buffer),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
