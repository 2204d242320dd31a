/** Rows per query when reading a client's whole history. */
export const EXPORT_PAGE_SIZE = 100;

const BEFORE_EVERY_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Every row a query matches, a page at a time in id order (keyset: `id > last id`), so nothing is
 * capped and no page costs more than the first. The id, not a timestamp, is the key: Postgres keeps
 * microseconds a JS Date drops, and a time key would repeat or skip rows. Callers sort the result.
 */
export async function readByIdPages<T extends { id: string }>(
  page: (afterId: string, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const all: T[] = [];
  let after = BEFORE_EVERY_UUID;
  for (;;) {
    const rows = await page(after, EXPORT_PAGE_SIZE);
    all.push(...rows);
    if (rows.length < EXPORT_PAGE_SIZE) return all;
    after = rows[rows.length - 1]!.id;
  }
}
