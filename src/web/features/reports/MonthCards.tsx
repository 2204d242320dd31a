import { Percent, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { Report } from '../../../shared/schemas/report';
import { useNavigation } from '../../lib/navigation';
import { Money } from '../../lib/privacy';
import { formatPercent } from './format';
import { ReportCard } from './ReportCard';

/** SPEC's four month cards; revenue and expenses lead to their screens filtered to the month. */
export function MonthCards({ report }: { report: Report }) {
  const { navigate } = useNavigation();
  const loss = report.profitMonthCents < 0;
  const margin = report.marginPercent;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ReportCard
        label="Receita Mensal"
        value={<Money cents={report.revenueMonthCents} />}
        icon={TrendingUp}
        tone="emerald"
        onClick={() => navigate('payments', 'month')}
      />
      <ReportCard
        label="Despesas Mensais"
        value={<Money cents={report.expensesMonthCents} />}
        icon={TrendingDown}
        tone="rose"
        onClick={() => navigate('expenses', 'month')}
      />
      <ReportCard
        label="Lucro Mensal"
        value={<Money cents={report.profitMonthCents} />}
        icon={Wallet}
        tone={loss ? 'amber' : 'sky'}
        valueClassName={loss ? 'text-amber-300' : undefined}
      />
      <ReportCard
        label="Margem de Lucro"
        value={margin === null ? '—' : formatPercent(margin)}
        icon={Percent}
        tone={margin !== null && margin < 0 ? 'amber' : 'sky'}
        valueClassName={margin !== null && margin < 0 ? 'text-amber-300' : undefined}
        hint={margin === null ? 'sem receita no mês' : undefined}
      />
    </div>
  );
}
