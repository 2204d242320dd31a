import { CalendarCheck, CalendarRange, TrendingUp } from 'lucide-react';
import type { PaymentSummary } from '../../../shared/schemas/payment';
import { StatCard } from '../../components/stat-card';
import { Money } from '../../lib/privacy';

/** Hoje / Este Mês / Total; the first two narrow the list to their period. */
export function PaymentStats({
  summary,
  onFilter,
}: {
  summary: PaymentSummary | undefined;
  onFilter: (filter: 'today' | 'month') => void;
}) {
  const money = (cents: number | undefined) => (cents === undefined ? '–' : <Money cents={cents} />);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard
        label="Hoje"
        value={money(summary?.todayCents)}
        icon={CalendarCheck}
        tone="sky"
        onClick={() => onFilter('today')}
      />
      <StatCard
        label="Este Mês"
        value={money(summary?.monthCents)}
        icon={CalendarRange}
        tone="emerald"
        onClick={() => onFilter('month')}
      />
      <StatCard
        label="Total"
        value={money(summary?.totalCents)}
        icon={TrendingUp}
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}
