import { SearchX, Wallet } from 'lucide-react';
import type { Payment } from '../../../shared/schemas/payment';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { PaymentRow } from './PaymentRow';
import type { usePayments } from './queries';

/** The list with its loading, error and empty states and the 'Carregar mais' pager. */
export function PaymentList({
  query,
  filtered,
  searched,
  onEdit,
  onDelete,
}: {
  query: ReturnType<typeof usePayments>;
  /** With a filter or a search on, an empty list means "nothing matches", not "nothing yet". */
  filtered: boolean;
  searched: boolean;
  onEdit: (p: Payment) => void;
  onDelete: (p: Payment) => void;
}) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  if (isPending) return <ListSkeleton />;
  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 px-6 py-10 text-center">
        <p className="text-ink-300">Não foi possível carregar os pagamentos.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const items = data.pages.flatMap((p) => p.items);
  const nothingAtAll = (data.pages[0]?.summary.totalCents ?? 0) === 0;
  if (items.length === 0) {
    return (!filtered && !searched) || nothingAtAll ? (
      <EmptyState icon={Wallet} title="Nenhum pagamento registrado">
        Os pagamentos aparecem aqui ao usar “Finalizar” em um agendamento na Agenda.
      </EmptyState>
    ) : (
      <EmptyState icon={SearchX} title="Nenhum pagamento encontrado">
        {searched && filtered
          ? 'Tente outra busca ou limpe o filtro.'
          : searched
            ? 'Tente buscar por outro cliente ou forma de pagamento.'
            : 'Limpe o filtro para ver todos os pagamentos.'}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-3">
      <ul
        aria-label="Pagamentos"
        className="divide-y divide-ink-800 rounded-2xl border border-ink-800 bg-ink-900 px-3 sm:px-5"
      >
        {items.map((p) => (
          <PaymentRow key={p.id} payment={p} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Carregando pagamentos"
      className="divide-y divide-ink-800 rounded-2xl border border-ink-800 bg-ink-900 px-3 sm:px-5"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-3 py-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-ink-800" />
            <div className="h-3 w-1/2 rounded bg-ink-850" />
          </div>
          <div className="h-4 w-20 rounded bg-ink-800" />
        </div>
      ))}
    </div>
  );
}
