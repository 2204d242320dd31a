import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { installmentsLabel } from '../../../shared/card-fees';
import { paymentMethodLabels } from '../../../shared/enums';
import type { OtherIncome } from '../../../shared/schemas/other-income';
import { formatDayBR } from '../../../shared/time';
import { LoadMore } from '../../components/load-more';
import { Panel } from '../../components/panel';
import { QueryView } from '../../components/query-view';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useDeleteOtherIncome } from './mutations';
import { OtherIncomeDialog } from './OtherIncomeDialog';
import { useOtherIncomes } from './queries';

/**
 * 'Outras receitas' in Financeiro (issue 29): money that is not a session's — aftercare products, a
 * flash sold at an event. Apart from the session payments above it (SPEC's list stays theirs); it
 * counts in Relatórios, and a card sale books its maquininha fee.
 */
export function OtherIncomesPanel() {
  const incomes = useOtherIncomes();
  const [form, setForm] = useState<{ income: OtherIncome | null } | null>(null);
  const [deleting, setDeleting] = useState<OtherIncome | null>(null);
  const remove = useDeleteOtherIncome();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutateAsync(deleting).then(
      () => toast.success('Receita excluída!'),
      (err) => toast.error(errorMessage(err, 'Erro ao excluir receita')),
    );
    setDeleting(null);
  }

  return (
    <Panel
      title="Outras receitas"
      aside={
        <Button size="sm" variant="secondary" onClick={() => setForm({ income: null })}>
          <Plus size={16} aria-hidden /> Nova receita
        </Button>
      }
    >
      <QueryView query={incomes}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          return (
            <div className="space-y-3">
              <p className="text-sm text-ink-400">
                Vendas fora das sessões (pomadas, flashes em eventos): contam nos Relatórios.
                {items.length > 0 && (
                  <>
                    {' '}
                    Este mês: <Money cents={data.pages[0]?.monthCents ?? 0} className="text-ink-100" />
                  </>
                )}
              </p>
              {items.length > 0 && (
                <ul aria-label="Outras receitas" className="divide-y divide-ink-800">
                  {items.map((income) => (
                    <IncomeRow
                      key={income.id}
                      income={income}
                      onEdit={() => setForm({ income })}
                      onDelete={() => setDeleting(income)}
                    />
                  ))}
                </ul>
              )}
              <LoadMore
                hasNextPage={incomes.hasNextPage}
                loading={incomes.isFetchingNextPage}
                onLoad={() => void incomes.fetchNextPage()}
              />
            </div>
          );
        }}
      </QueryView>
      <OtherIncomeDialog
        open={form !== null}
        income={form?.income ?? null}
        onOpenChange={(open) => !open && setForm(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Tem certeza que deseja excluir esta receita?"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </Panel>
  );
}

function IncomeRow({
  income,
  onEdit,
  onDelete,
}: {
  income: OtherIncome;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start gap-2 py-3 sm:items-center sm:gap-3">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 font-medium break-words">{income.description}</p>
          <Money cents={income.amountCents} className="shrink-0 font-semibold tabular-nums" />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-400">
          <span className="tabular-nums">{formatDayBR(income.date)}</span>
          <Badge>{paymentMethodLabels[income.method]}</Badge>
          {income.installments > 1 && (
            <span className="text-xs font-medium text-ink-300">{installmentsLabel(income.installments)}</span>
          )}
          {income.feeCents > 0 && (
            <span className="text-xs">
              taxa <Money cents={income.feeCents} />
            </span>
          )}
        </p>
      </div>
      <div className="-mr-2 flex shrink-0 flex-col sm:flex-row">
        <Button
          variant="ghost"
          size="icon"
          title="Editar"
          aria-label={`Editar ${income.description}`}
          onClick={onEdit}
        >
          <Pencil size={18} aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          title="Excluir"
          aria-label={`Excluir ${income.description}`}
          onClick={onDelete}
          className="hover:text-blood-300"
        >
          <Trash2 size={18} aria-hidden />
        </Button>
      </div>
    </li>
  );
}
