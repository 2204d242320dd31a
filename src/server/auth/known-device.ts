import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * "Known device" cookie: set when an account signs in successfully on this browser, it lets the
 * holder sign in to that account while strangers' failures have slowed its e-mail down. It is an
 * HMAC (server secret) over a random device id and the account's e-mail, so it cannot be forged
 * for another account. One cookie per browser keeps up to MAX_ACCOUNTS accounts (a shared studio
 * computer), newest first. httpOnly, SameSite=Lax, and only sent to /api/auth.
 */
const COOKIE = 'tinta.known_device';
const MAX_ACCOUNTS = 5;
const MAX_AGE = 365 * 24 * 3600;

export interface KnownDevice {
  deviceId: string;
  tags: string[];
}

const cookieName = (secure: boolean) => (secure ? `__Secure-${COOKIE}` : COOKIE);

function tagFor(secret: string, deviceId: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`known-device:${deviceId}:${email}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The device cookie the request carries, if its shape is right (tags are checked per e-mail). */
export function readKnownDevice(cookieHeader: string | undefined, secure: boolean): KnownDevice | null {
  const name = cookieName(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const [deviceId, ...tags] = part
      .slice(eq + 1)
      .trim()
      .split('.');
    if (!deviceId || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
    return { deviceId, tags: tags.filter((t) => /^[A-Za-z0-9_-]{22}$/.test(t)).slice(0, MAX_ACCOUNTS) };
  }
  return null;
}

/** Whether `device` was given to this browser by a successful sign-in as `email`. */
export function isKnownDeviceFor(device: KnownDevice | null, secret: string, email: string): boolean {
  if (!device) return false;
  const expected = Buffer.from(tagFor(secret, device.deviceId, email));
  return device.tags.some((t) => {
    const got = Buffer.from(t);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

/** The Set-Cookie after a successful sign-in as `email`: this account first, others kept. */
export function knownDeviceCookie(
  device: KnownDevice | null,
  secret: string,
  email: string,
  secure: boolean,
): string {
  const deviceId = device?.deviceId ?? randomBytes(16).toString('base64url');
  const tag = tagFor(secret, deviceId, email);
  const tags = [tag, ...(device?.tags ?? []).filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  return `${cookieName(secure)}=${[deviceId, ...tags].join('.')}; Path=/api/auth; Max-Age=${MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
