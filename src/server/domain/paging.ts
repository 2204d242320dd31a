import { DomainError } from './errors';

/**
 * Keyset pages: the cursor carries the sort key of the last row shown, so page N costs the same
 * as page 1 and rows inserted meanwhile never shift or repeat. Opaque to the client.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** What each letter of a cursor's shape accepts: anything else never reaches SQL. */
const cursorParts: Record<string, (v: unknown) => boolean> = {
  n: (v) => Number.isSafeInteger(v),
  t: (v) => typeof v === 'string' && TIMESTAMP.test(v),
  u: (v) => typeof v === 'string' && isUuid(v),
};

/**
 * `shape` spells the expected parts, one letter each: 'ntu' = integer, timestamp, uuid. A cursor
 * is opaque but comes from the client, so a crafted one is a bad request, never a database error.
 */
export function decodeCursor<T extends (string | number)[]>(cursor: string, shape: string): T {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (
      Array.isArray(key) &&
      key.length === shape.length &&
      key.every((part, i) => cursorParts[shape[i]!]?.(part))
    )
      return key as T;
  } catch {
    // fall through
  }
  throw new DomainError('VALIDATION', { cursor: 'Cursor inválido' });
}

/** Splits the `limit + 1` rows a page query fetched into the page and whether more follow. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
  keyOf: (row: R) => (string | number)[],
) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    nextCursor: more && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/** What a search box typed, made safe for LIKE: its wildcards are matched literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL that is not even a uuid names nothing: answer 404, not a database error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
