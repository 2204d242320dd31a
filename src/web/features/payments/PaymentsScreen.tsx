import { Plus } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import type { Payment, PaymentFilter } from '../../../shared/schemas/payment';
import { FilterBanner } from '../../components/filter-banner';
import { SearchBox } from '../../components/search-box';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useRegisterCreateAction } from '../../lib/create-action';
import { useNavigation } from '../../lib/navigation';
import { fabSections } from '../../lib/sections';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMediaQuery } from '../../lib/use-media-query';
import { useDeletePayment } from './mutations';
import { PaymentFormDialog } from './PaymentFormDialog';
import { PaymentList } from './PaymentList';
import { PaymentStats } from './PaymentStats';
import { usePayments } from './queries';

const bannerText: Record<PaymentFilter, string> = {
  today: 'Pagamentos de hoje',
  month: 'Pagamentos deste mês',
  all: 'Todos os pagamentos',
};
const isFilter = (f: string | null): f is PaymentFilter => f !== null && f in bannerText;

/**
 * SPEC §2 only gives the floating add button to clients and tasks; while payments is not among
 * them, phones need the toolbar's button too.
 */
const phoneHasFab = fabSections.includes('payments');

/**
 * Financeiro: the three cards, filter banner, search, the payments list and its modals; under them
 * what app/ composes in (income not tied to a session, which SPEC's list and cards leave out).
 */
export default function PaymentsScreen({ otherIncome }: { otherIncome?: ReactNode } = {}) {
  const { filter: navFilter, navigate, clearFilter } = useNavigation();
  const filter = isFilter(navFilter) ? navFilter : null;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const payments = usePayments(filter ?? 'all', q);
  // The full placeholder does not fit a phone's search box; its accessible name stays the full text.
  const wide = useMediaQuery('(min-width: 640px)');

  const [form, setForm] = useState<{ payment: Payment | null } | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const remove = useDeletePayment();

  const openCreate = useCallback(() => setForm({ payment: null }), []);
  useRegisterCreateAction(openCreate);

  function confirmDelete() {
    if (!deleting) return;
    // Gone from the list at once; a refusal brings it back and says why.
    remove.mutateAsync(deleting).then(
      () => toast.success('Pagamento excluído com sucesso!'),
      (err) => toast.error(errorMessage(err, 'Erro ao excluir pagamento')),
    );
    setDeleting(null);
  }

  return (
    <div className="space-y-4">
      <PaymentStats summary={payments.data?.pages[0]?.summary} onFilter={(f) => navigate('payments', f)} />
      {filter && <FilterBanner label={bannerText[filter]} onClear={clearFilter} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <SearchBox
            value={search}
            onChange={setSearch}
            label="Buscar por cliente ou forma de pagamento"
            placeholder={wide ? 'Buscar por cliente ou forma de pagamento' : 'Cliente ou forma de pagamento'}
          />
        </div>
        <Button onClick={openCreate} className={cn('shrink-0', phoneHasFab && 'hidden lg:inline-flex')}>
          <Plus size={18} aria-hidden /> Novo Pagamento
        </Button>
      </div>
      <PaymentList
        query={payments}
        filtered={filter !== null}
        searched={q !== ''}
        onEdit={(payment) => setForm({ payment })}
        onDelete={setDeleting}
      />
      {otherIncome}
      <PaymentFormDialog
        open={form !== null}
        payment={form?.payment ?? null}
        onOpenChange={(open) => !open && setForm(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Tem certeza que deseja excluir este pagamento?"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
