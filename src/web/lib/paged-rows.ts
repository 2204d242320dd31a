import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../shared/schemas/fields';
import type { RowChange } from './changes';

/**
 * One row put into or taken out of a paged list (an infinite query's pages) before the server
 * answers. An edited row keeps its place (or leaves, when `shows` says the list no longer holds it);
 * a new row goes where `before` orders it on the loaded pages, or nowhere if it would fall beyond
 * them. Cards and counts wait for the server's answer.
 */
export function patchPages<Row extends { id: string }, P extends Page<Row>>(
  data: InfiniteData<P>,
  change: RowChange<Row>,
  place: { shows: (row: Row) => boolean; before: (a: Row, b: Row) => boolean },
): InfiniteData<P> {
  const id = change.op === 'put' ? change.row.id : change.id;
  const row = change.op === 'put' && place.shows(change.row) ? change.row : null;
  const wasShown = data.pages.some((p) => p.items.some((r) => r.id === id));
  if (wasShown)
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        items: p.items.flatMap((r) => (r.id !== id ? [r] : row ? [row] : [])),
      })),
    };
  if (!row) return data;
  const pages = [...data.pages];
  const lastPage = pages.length - 1;
  for (const [i, page] of pages.entries()) {
    const at = page.items.findIndex((r) => place.before(row, r));
    if (at === -1 && (i < lastPage || page.nextCursor)) continue;
    const items = [...page.items];
    items.splice(at === -1 ? items.length : at, 0, row);
    pages[i] = { ...page, items };
    return { ...data, pages };
  }
  return data;
}

/** Newest first by day: a new row goes before the rows of its day (it is their newest). */
export const newestFirst = <Row extends { dateEpoch: number }>(a: Row, b: Row) => a.dateEpoch >= b.dateEpoch;

/** Lower case without accents, as the server's search folds text (tinta_fold). */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
