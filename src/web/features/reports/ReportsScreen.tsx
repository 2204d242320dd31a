import { AlertCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MoneyScope } from '../../../shared/schemas/report';
import { MoneyScopeSwitch } from '../../components/money-scope-switch';
import { Button } from '../../components/ui/button';
import { useMe } from '../../entities/session/queries';
import { cn } from '../../lib/cn';
import { ExpenseAnalysis } from './ExpenseAnalysis';
import { ExportPanel } from './ExportPanel';
import { IndicatorsPanel } from './IndicatorsPanel';
import { MonthCards } from './MonthCards';
import { MonthlyChart } from './MonthlyChart';
import { useReport } from './queries';
import { ReportsSkeleton } from './ReportsSkeleton';
import { SettlementPanel } from './SettlementPanel';
import { StudioSplitPanel } from './StudioSplitPanel';
import { TotalsPanel } from './TotalsPanel';

/**
 * Relatórios (SPEC §2, §9): the month at a glance, the last six months, and files for the accountant.
 * A studio's owner switches between the studio's figures ('Estúdio', the default) and their own
 * ('Meus'); an artist of a studio sees their revenue split into the studio's part and theirs.
 */
export default function ReportsScreen({ mei }: { mei?: ReactNode }) {
  const [scope, setScope] = useState<MoneyScope | undefined>();
  const report = useReport(scope);
  const isStudio = useMe().data?.planType === 'estudio';
  const r = report.data;

  if (!r) {
    if (report.isError) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 px-6 py-12 text-center">
          <AlertCircle size={28} className="text-blood-400" aria-hidden />
          <p role="alert">Não foi possível carregar os relatórios.</p>
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            Tentar novamente
          </Button>
        </div>
      );
    }
    return <ReportsSkeleton />;
  }

  return (
    <div className="space-y-4">
      {r.canSeeStudio && (
        <MoneyScopeSwitch
          value={scope ?? (r.view === 'studio' ? 'studio' : 'mine')}
          onChange={setScope}
          busy={report.isPlaceholderData}
        />
      )}
      {/* Switching, the last figures stay (dimmed) until the other scope's arrive. */}
      <div className={cn('space-y-4 transition-opacity', report.isPlaceholderData && 'opacity-60')}>
        <MonthCards report={r} />
        {/* The MEI meter (the mei feature, composed in app/sections). */}
        {mei}
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MonthlyChart series={r.series} />
          </div>
          <TotalsPanel report={r} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <IndicatorsPanel indicators={r.indicators} />
          <ExpenseAnalysis categories={r.topCategories} />
        </div>
      </div>
      {isStudio && <StudioSplitPanel />}
      {isStudio && <SettlementPanel />}
      <ExportPanel />
    </div>
  );
}
