import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixApiClient } from '../../pix-api/pix-api-client';
import { keptBankClients } from './bank-sessions';
import type { PixApiConnectionRow } from './connection-row';

/** A stand-in client that only says whether it was closed. */
const fakeClient = () => {
  const client = { closed: 0, call: vi.fn(), token: vi.fn(), close: () => void client.closed++ };
  return client as typeof client & PixApiClient;
};
const connection = (userId: string, over: Partial<PixApiConnectionRow> = {}) =>
  ({
    userId,
    baseUrl: 'https://pix.banco.test/v2',
    tokenUrl: null,
    clientId: 'tinta',
    clientSecretSealed: 'secret-v1',
    certificateSealed: 'cert-v1',
    ...over,
  }) as PixApiConnectionRow;

afterEach(() => vi.useRealTimers());

describe('bank clients kept between rounds', () => {
  it('rounds for the same connection share one client (one token, one TLS session); it closes once idle', () => {
    vi.useFakeTimers();
    const kept = keptBankClients(4_000);
    const opened: ReturnType<typeof fakeClient>[] = [];
    const open = () => {
      opened.push(fakeClient());
      return opened.at(-1)!;
    };
    const first = kept.lease(connection('ana'), open);
    const second = kept.lease(connection('ana'), open);
    expect(opened).toHaveLength(1);
    expect(second.client).toBe(first.client);
    first.release();
    second.release();
    second.release(); // twice is once
    vi.advanceTimersByTime(3_000);
    const third = kept.lease(connection('ana'), open);
    expect(third.client).toBe(first.client);
    third.release();
    expect(opened[0]!.closed).toBe(0);
    vi.advanceTimersByTime(4_000);
    expect(opened[0]!.closed).toBe(1);
    // Gone: the next round opens a new one.
    const fourth = kept.lease(connection('ana'), open);
    expect(opened).toHaveLength(2);
    fourth.release();
    kept.close();
    expect(opened[1]!.closed).toBe(1);
  });

  it('a connection made again (another bank, secret or certificate) gets a new client; the old one ends with its last round', () => {
    const kept = keptBankClients();
    const opened: ReturnType<typeof fakeClient>[] = [];
    const open = () => {
      opened.push(fakeClient());
      return opened.at(-1)!;
    };
    const old = kept.lease(connection('ana'), open);
    for (const changed of [
      { baseUrl: 'https://outro.banco.test/v2' },
      { tokenUrl: 'https://outro.banco.test/oauth/token' },
      { clientId: 'outro' },
      { clientSecretSealed: 'secret-v2' },
      { certificateSealed: 'cert-v2' },
    ]) {
      const lease = kept.lease(connection('ana', changed), open);
      expect(lease.client).not.toBe(old.client);
      lease.release();
    }
    expect(opened).toHaveLength(6);
    // Still in use by the round that leased it: closed when that round ends, not before.
    expect(opened[0]!.closed).toBe(0);
    old.release();
    expect(opened[0]!.closed).toBe(1);
    // Each replaced one closed at once (no round held it).
    expect(opened.slice(1, 5).map((c) => c.closed)).toEqual([1, 1, 1, 1]);
    kept.close();
    expect(opened.map((c) => c.closed)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('keeps at most `max` artists’ clients, dropping the least recently used idle one', () => {
    const kept = keptBankClients(60_000, 2);
    const byUser = new Map<string, ReturnType<typeof fakeClient>>();
    const use = (userId: string) => {
      const lease = kept.lease(connection(userId), () => {
        const client = fakeClient();
        byUser.set(userId, client);
        return client;
      });
      lease.release();
    };
    use('ana');
    use('bia');
    use('ana'); // bia is now the least recently used
    use('carla');
    expect(byUser.get('bia')!.closed).toBe(1);
    expect(byUser.get('ana')!.closed).toBe(0);
    kept.close();
    expect([...byUser.values()].map((c) => c.closed)).toEqual([1, 1, 1]);
  });
});
