import { Building2, Percent, TrendingDown, TrendingUp, UserRound, Users, Wallet } from 'lucide-react';
import type { Report } from '../../../shared/schemas/report';
import { useNavigation } from '../../lib/navigation';
import { Money } from '../../lib/privacy';
import { formatPercent } from './format';
import { ReportCard } from './ReportCard';

/**
 * SPEC's four month cards; revenue and expenses lead to their screens filtered to the month. In a
 * studio two more split the revenue: the owner's 'Estúdio' shows the artists' part and the
 * studio's (whose profit is the studio's part minus its expenses); an artist, the studio's part and
 * 'Sua parte' (their profit and margin are on their part).
 */
export function MonthCards({ report }: { report: Report }) {
  const { navigate } = useNavigation();
  const loss = report.profitMonthCents < 0;
  const margin = report.marginPercent;
  const split = report.split;
  const studioView = report.view === 'studio';
  return (
    <div
      className={split ? 'grid grid-cols-2 gap-3 lg:grid-cols-3' : 'grid grid-cols-2 gap-3 lg:grid-cols-4'}
    >
      <ReportCard
        label="Receita Mensal"
        value={<Money cents={report.revenueMonthCents} />}
        icon={TrendingUp}
        tone="emerald"
        hint={split ? (studioView ? 'todos os tatuadores' : 'bruta') : undefined}
        onClick={() => navigate('payments', 'month')}
      />
      {split && studioView && (
        <ReportCard
          label="Parte dos tatuadores"
          value={<Money cents={split.artistMonthCents} />}
          icon={Users}
          tone="sky"
        />
      )}
      {split && (
        <ReportCard
          label="Parte do estúdio"
          value={<Money cents={split.studioMonthCents} />}
          icon={Building2}
          tone={studioView ? 'emerald' : 'sky'}
        />
      )}
      {split && !studioView && (
        <ReportCard
          label="Sua parte"
          value={<Money cents={split.artistMonthCents} />}
          icon={UserRound}
          tone="emerald"
          hint="líquida"
        />
      )}
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
        hint={
          margin === null
            ? split && !studioView
              ? 'sem sua parte no mês'
              : 'sem receita no mês'
            : split && !studioView
              ? 'sobre sua parte'
              : undefined
        }
      />
    </div>
  );
}
