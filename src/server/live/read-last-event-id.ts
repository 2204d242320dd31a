/** What a reconnecting stream says it heard last: nothing, an event id, or something no event has. */
export type LastEventId = { kind: 'none' } | { kind: 'id'; id: number } | { kind: 'unknown' };

/**
 * Reads `Last-Event-ID` (or `?lastEventId=`, which our page sends when it opens a stream itself).
 * An event id is a bigserial: only digits, within a JS number's exact range (2^53 is far below
 * bigint's limit, and ids will not reach it). Anything else — '1e20', '-1', '1.5', a repeated
 * header — is no id this database ever sent: the stream answers `reset` without asking the
 * database, which could only fail on it.
 */
export function readLastEventId(raw: unknown): LastEventId {
  if (raw === undefined || raw === '') return { kind: 'none' };
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) return { kind: 'unknown' };
  const id = Number(raw);
  return Number.isSafeInteger(id) ? { kind: 'id', id } : { kind: 'unknown' };
}
