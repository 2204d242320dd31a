import { PixApiError } from '../../pix-api/pix-api-client';
import type { Bank } from './bank-sessions';

/** One Pix as a listing names it: only which charge it was paid to (the charge itself is read back). */
export interface ListedPix {
  endToEndId: string;
  txid: string;
}

/** Pages asked per listing per round: past them the listing is incomplete (the caller reads charges). */
export const MAX_PAGES = 10;
const PAGE_SIZE = 100;
const END_TO_END = /^[A-Za-z0-9]{32}$/;
const TXID = /^[A-Za-z0-9]{26,35}$/;

/**
 * The Pix with a txid the artist's bank received between `from` and `to` (`GET /pix?inicio&fim`,
 * `txIdPresente=true`), page after page as the bank's own `paginacao` says — whatever page size it
 * chose to answer with — up to MAX_PAGES. `complete` is false when pages were left unread. A cue,
 * like a notification: the caller reads each charge named back before recording anything. Throws
 * what the bank's refusal or silence throws.
 */
export async function listReceivedPix(
  bank: Bank,
  from: Date,
  to: Date,
): Promise<{ pix: ListedPix[]; complete: boolean }> {
  const pix: ListedPix[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({
      inicio: from.toISOString(),
      fim: to.toISOString(),
      txIdPresente: 'true',
      'paginacao.paginaAtual': String(page),
      'paginacao.itensPorPagina': String(PAGE_SIZE),
    });
    const answer = await bank.client.call<{
      pix?: unknown;
      parametros?: { paginacao?: { quantidadeDePaginas?: unknown } };
    }>('GET', `/pix?${query}`);
    if (answer.status !== 200) throw new PixApiError('refused', answer.status);
    const listed = answer.body?.pix ?? [];
    if (!Array.isArray(listed)) throw new PixApiError('invalid-answer', answer.status);
    for (const item of listed) {
      const p = item as { endToEndId?: unknown; txid?: unknown };
      if (typeof p.endToEndId !== 'string' || !END_TO_END.test(p.endToEndId)) continue;
      if (typeof p.txid !== 'string' || !TXID.test(p.txid)) continue;
      pix.push({ endToEndId: p.endToEndId, txid: p.txid });
    }
    const pages = answer.body?.parametros?.paginacao?.quantidadeDePaginas;
    // No paging said: one page, unless it is full (then what follows it is unknown).
    if (typeof pages !== 'number') return { pix, complete: listed.length < PAGE_SIZE };
    if (page + 1 >= pages || listed.length === 0) return { pix, complete: true };
  }
  return { pix, complete: false };
}
