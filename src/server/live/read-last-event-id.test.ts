import { describe, expect, it } from 'vitest';
import { readLastEventId } from './read-last-event-id';

describe('readLastEventId', () => {
  it('takes a bigserial id as sent', () => {
    expect(readLastEventId('42')).toEqual({ kind: 'id', id: 42 });
    expect(readLastEventId(String(Number.MAX_SAFE_INTEGER))).toEqual({
      kind: 'id',
      id: Number.MAX_SAFE_INTEGER,
    });
  });

  it('no header is a fresh stream', () => {
    expect(readLastEventId(undefined)).toEqual({ kind: 'none' });
    expect(readLastEventId('')).toEqual({ kind: 'none' });
  });

  it('anything no event could have sent is unknown, never a number for the database', () => {
    for (const raw of [
      '1e20',
      '-1',
      '1.5',
      ' 7',
      '0x10',
      'abc',
      '9007199254740993',
      '99999999999999999999',
      ['1', '2'],
    ])
      expect(readLastEventId(raw), String(raw)).toEqual({ kind: 'unknown' });
  });
});
