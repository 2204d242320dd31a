import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { StudioArtistShare, StudioReport } from '../../../shared/schemas/team';
import { addMonths, monthOf, today } from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { formatPercentage } from '../../entities/team/format';
import { useStudioReport } from '../../entities/team/queries';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';
import { longMonth } from './format';

/** 'Dono' for the owner (everything they take in stays with the studio), else the artist's share. */
const shareLabel = (a: StudioArtistShare) =>
  a.percentage === null ? (a.role === 'admin_master' ? 'Dono' : '—') : formatPercentage(a.percentage);

/** On a phone, what the share means too: 'Tatuador · 40%', 'Removido · 40%', or 'Dono'. */
const roleAndShare = (a: StudioArtistShare) =>
  a.role === 'artist' && a.percentage !== null
    ? `${a.removed ? 'Removido' : 'Tatuador'} · ${shareLabel(a)}`
    : shareLabel(a);

/** A removed member keeps their line (their payments made in the studio), marked as such. */
function MemberName({ a }: { a: StudioArtistShare }) {
  return (
    <>
      {a.name}
      {a.removed && <span className="ml-1.5 text-xs font-normal text-ink-400">(removido)</span>}
    </>
  );
}

type Figures = Pick<StudioArtistShare, 'revenueCents' | 'artistCents' | 'studioCents'>;

/** The three amounts as label/value rows: each gets the full card width, so none is ever cut. */
function FigureRows({ f, total }: { f: Figures; total?: boolean }) {
  const row = 'flex items-baseline justify-between gap-3';
  const value = 'text-right tabular-nums whitespace-nowrap';
  return (
    <dl className="mt-1.5 space-y-1 text-[13px]">
      <div className={row}>
        <dt className="font-normal text-ink-400">Receita</dt>
        <dd className={cn(value, total && 'text-emerald-300')}>
          <Money cents={f.revenueCents} />
        </dd>
      </div>
      <div className={row}>
        <dt className="font-normal text-ink-400">Parte do tatuador</dt>
        <dd className={value}>
          <Money cents={f.artistCents} />
        </dd>
      </div>
      <div className={row}>
        <dt className="font-normal text-ink-400">Parte do estúdio</dt>
        <dd className={value}>
          <Money cents={f.studioCents} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Phones (below sm): five columns do not fit 390 px, and a sideways-scrolling table hid the
 * studio's part with no hint. One card per member instead, named like the table it replaces.
 */
function SplitCards({ report: r, label }: { report: StudioReport; label: string }) {
  return (
    <ul aria-label={`Divisão do Estúdio — ${label}`} className="divide-y divide-ink-800 sm:hidden">
      {r.artists.map((a) => (
        <li key={a.userId} className="py-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-medium wrap-anywhere">{a.name}</p>
            <span className="shrink-0 text-xs text-ink-400">{roleAndShare(a)}</span>
          </div>
          <FigureRows f={a} />
        </li>
      ))}
      {r.artists.length > 1 && (
        <li className="border-t-2 border-ink-700 py-3 font-semibold">
          <p>Total</p>
          <FigureRows f={r.totals} total />
        </li>
      )}
    </ul>
  );
}

const cell = 'px-2 py-2.5 text-right tabular-nums whitespace-nowrap last:pr-0';

/** From sm up: the table, with every column. */
function SplitTable({ report: r, label }: { report: StudioReport; label: string }) {
  return (
    <div className="-mx-1 hidden overflow-x-auto px-1 sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Divisão do Estúdio — {label}</caption>
        <thead>
          <tr className="border-b border-ink-800 text-xs text-ink-400">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              Tatuador
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
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
              <th scope="row" className="py-2.5 pr-2 text-left font-medium wrap-anywhere">
                <MemberName a={a} />
              </th>
              <td className={cn(cell, 'text-ink-300')}>{shareLabel(a)}</td>
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
              <td />
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
  );
}

/**
 * 'Divisão do Estúdio' (studio plan): each member's revenue of the month, their part and the
 * studio's, as each payment was split when it was made (so it adds up with the studio's
 * Relatórios). The owner sees everyone, removed members too; an artist only their own line (the
 * server decides).
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
        <div className={cn(report.isPlaceholderData && 'opacity-60')}>
          <SplitCards report={r} label={label} />
          <SplitTable report={r} label={label} />
        </div>
      )}
    </section>
  );
}
