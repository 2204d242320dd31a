import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useMe } from '../../entities/session/queries';
import { ExpenseAnalysis } from './ExpenseAnalysis';
import { ExportPanel } from './ExportPanel';
import { IndicatorsPanel } from './IndicatorsPanel';
import { MonthCards } from './MonthCards';
import { MonthlyChart } from './MonthlyChart';
import { useReport } from './queries';
import { ReportsSkeleton } from './ReportsSkeleton';
import { StudioSplitPanel } from './StudioSplitPanel';
import { TotalsPanel } from './TotalsPanel';

/** Relatórios (SPEC §2, §9): the month at a glance, the last six months, and files for the accountant. */
export default function ReportsScreen({ mei }: { mei?: ReactNode }) {
  const report = useReport();
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
      <MonthCards report={r} />
      {/* The MEI meter (the mei feature, composed in app/sections). */}
      {mei}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MonthlyChart series={r.series} />
        </div>
        <TotalsPanel totals={r.totals} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <IndicatorsPanel indicators={r.indicators} />
        <ExpenseAnalysis categories={r.topCategories} />
      </div>
      {isStudio && <StudioSplitPanel />}
      <ExportPanel />
    </div>
  );
}
