/**
 * A request URL as logs may keep it: no query string (verification and reset links carry their
 * token there) and no token-like path segment (invitation links, reset pages). Record ids (uuids)
 * stay: they name rows, they open nothing.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  const redacted = segments
    .map((segment, i) => (isSecret(segment, segments[i - 1]) ? ':token' : segment))
    .join('/');
  return query === undefined ? redacted : `${redacted}?…`;
}

/** Path segments whose next segment is always a secret. */
const TOKEN_AFTER = new Set([
  'invitations',
  'convite',
  'reset-password',
  'pedido',
  'requests',
  'anamnese',
  'cal',
  // The API Pix notification address: /api/pix/webhook/{token}/pix.
  'webhook',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isSecret(segment: string, previous: string | undefined): boolean {
  if (UUID.test(segment)) return false;
  return (previous !== undefined && TOKEN_AFTER.has(previous) && segment !== '') || looksLikeToken(segment);
}

function looksLikeToken(segment: string): boolean {
  // Long, mixing letters and digits, and not a record id: words like 'notification-settings' stay.
  return (
    segment.length >= 16 &&
    /\d/.test(segment) &&
    /[A-Za-z]/.test(segment) &&
    /^[A-Za-z0-9._~%-]+$/.test(segment)
  );
}
