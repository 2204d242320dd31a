import { ApiError, api } from '../../lib/api';

/** Web Push needs a service worker, the Push API and the Notification API. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key comes base64url-encoded; PushManager wants its raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushDenied extends Error {}

/** Asks permission, subscribes this browser and hands the subscription to the server. */
export async function subscribeToPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDenied();
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>('/api/push/public-key');
  const subscribe = () =>
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await subscribe());
  try {
    await api('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  } catch (err) {
    // This browser's subscription still belongs to another account (signed out without being
    // able to drop it): the server keeps it theirs, so this account gets a fresh one of its own.
    if (!(err instanceof ApiError && err.body.code === 'PUSH_SUBSCRIPTION_TAKEN')) throw err;
    await subscription.unsubscribe();
    const fresh = await subscribe();
    await api('/api/push/subscriptions', { method: 'POST', body: fresh.toJSON() });
  }
}

/** Forgets this browser's subscription, on the server (while still signed in) and here. */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await api('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe(); // even offline: the push service then answers 410 and the row goes
  }
}

/**
 * On sign-out: the next person on this device must not receive this account's reminders. Best
 * effort and quick — a failure never blocks signing out; once the browser has unsubscribed, the
 * push service answers 410 and the server drops the row on its own.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await api('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    }).catch(() => {});
    await subscription.unsubscribe();
  } catch {
    // No worker, no Push API in this profile (e.g. incognito): nothing to forget.
  }
}
