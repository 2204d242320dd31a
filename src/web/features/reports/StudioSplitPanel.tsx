import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { StudioArtistShare } from '../../../shared/schemas/team';
import { addMonths, monthOf, today } from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';
import { formatPercentage } from '../team/format';
import { useStudioReport } from '../team/queries';
import { longMonth } from './format';

/** 'Dono' for the owner (everything they take in stays with the studio), else the artist's share. */
const shareLabel = (a: StudioArtistShare) =>
  a.percentage === null ? (a.role === 'admin_master' ? 'Dono' : '—') : formatPercentage(a.percentage);

const cell = 'px-1.5 py-2.5 text-right tabular-nums whitespace-nowrap last:pr-0 sm:px-2';

/**
 * 'Divisão do Estúdio' (studio plan): each member's revenue of the month, their part and the
 * studio's. The owner sees everyone; an artist only their own line (the server decides).
 */
export function StudioSplitPanel() {
  const [month, setMonth] = useState(() => monthOf(today()));
  const report = useStudioReport(month);
  const r = report.data;
  const label = longMonth(month);

  return (
    // Panel's own header keeps the aside beside the title; on a phone the month picker needs its own row.
    <section className="rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:p-5">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 className="font-semibold">Divisão do Estúdio</h2>
        <div className="-mx-2 flex w-full items-center justify-between sm:mx-0 sm:w-auto sm:justify-end sm:gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Mês anterior"
            onClick={() => setMonth((m) => addMonths(m, -1))}
          >
            <ChevronLeft size={18} aria-hidden />
          </Button>
          <span aria-live="polite" className="min-w-36 text-center text-sm font-medium">
            {label}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Próximo mês"
            onClick={() => setMonth((m) => addMonths(m, 1))}
          >
            <ChevronRight size={18} aria-hidden />
          </Button>
        </div>
      </div>
      {!r ? (
        report.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-ink-400">
            Não foi possível carregar a divisão do estúdio.
          </p>
        ) : (
          <div aria-hidden className="mt-2 h-32 animate-pulse rounded-xl bg-ink-850" />
        )
      ) : (
        <div className={cn('-mx-1 overflow-x-auto px-1', report.isPlaceholderData && 'opacity-60')}>
          <table className="w-full text-[13px] sm:text-sm">
            <caption className="sr-only">Divisão do Estúdio — {label}</caption>
            <thead>
              <tr className="border-b border-ink-800 text-xs text-ink-400">
                <th scope="col" className="py-2 pr-2 text-left font-medium">
                  Tatuador
                </th>
                <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                  Percentual
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Receita
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Parte do tatuador
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Parte do estúdio
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {r.artists.map((a) => (
                <tr key={a.userId}>
                  <th scope="row" className="py-2.5 pr-2 text-left font-medium">
                    <span className="block">{a.name}</span>
                    <span className="block text-xs font-normal text-ink-400 sm:hidden">{shareLabel(a)}</span>
                  </th>
                  <td className={cn(cell, 'hidden text-ink-300 sm:table-cell')}>{shareLabel(a)}</td>
                  <td className={cell}>
                    <Money cents={a.revenueCents} />
                  </td>
                  <td className={cell}>
                    <Money cents={a.artistCents} />
                  </td>
                  <td className={cell}>
                    <Money cents={a.studioCents} />
                  </td>
                </tr>
              ))}
            </tbody>
            {r.artists.length > 1 && (
              <tfoot>
                <tr className="border-t-2 border-ink-700 font-semibold">
                  <th scope="row" className="py-2.5 pr-2 text-left">
                    Total
                  </th>
                  <td className="hidden sm:table-cell" />
                  <td className={cn(cell, 'text-emerald-300')}>
                    <Money cents={r.totals.revenueCents} />
                  </td>
                  <td className={cell}>
                    <Money cents={r.totals.artistCents} />
                  </td>
                  <td className={cell}>
                    <Money cents={r.totals.studioCents} />
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
