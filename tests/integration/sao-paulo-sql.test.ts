import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStartEpoch, monthOf, splitSaoPaulo, toIsoDay } from '../../src/shared/time';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// Around São Paulo's midnight, a month's and a year's turn, and a leap day.
const instants = [
  '2026-12-01T02:30:00Z', // 30/11 23:30 in São Paulo, already 01/12 in UTC
  '2026-12-01T02:59:59Z',
  '2026-12-01T03:00:00Z', // 01/12 00:00 in São Paulo
  '2027-01-01T02:59:59Z', // still 2026 in São Paulo
  '2028-02-29T12:00:00Z',
  '2026-03-01T01:00:00Z', // 28/02 22:00 in São Paulo
].map((iso) => new Date(iso));

interface Row extends Record<string, unknown> {
  day: string;
  month: string;
  local: string;
}

/** The SQL functions of migration 0025, read in a session whose TimeZone is `zone`. */
async function inSql(zone: string, instant: Date) {
  return server.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TIME ZONE '${zone}'`));
    const [row] = (
      await tx.execute<Row>(sql`
        SELECT to_char(tinta_sp_day(${instant.toISOString()}::timestamptz), 'YYYY-MM-DD') AS day,
          tinta_sp_month(${instant.toISOString()}::timestamptz) AS month,
          to_char(tinta_sp_local(${instant.toISOString()}::timestamptz), 'YYYY-MM-DD HH24:MI') AS local`)
    ).rows;
    return row!;
  });
}

describe('São Paulo time in SQL', () => {
  it('gives the same day, month and wall clock as time.ts, whatever the session zone', async () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      for (const instant of instants) {
        const { day, time } = splitSaoPaulo(instant);
        expect(await inSql(zone, instant)).toEqual({
          day: toIsoDay(instant),
          month: monthOf(day),
          local: `${day} ${time}`,
        });
      }
    }
  });

  it('turns a São Paulo day and time into the instant time.ts gives', async () => {
    for (const day of ['2026-11-30', '2026-12-31', '2028-02-29']) {
      const [row] = (
        await server.db.execute<{ at: Date }>(sql`SELECT tinta_sp_instant(${day}::date, time '08:00') AS at`)
      ).rows;
      expect(new Date(row!.at).getTime()).toBe(dayStartEpoch(day) + 8 * 3_600_000);
    }
  });
});
