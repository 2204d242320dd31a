import { SearchX, UserPlus, Users } from 'lucide-react';
import type { Client } from '../../../shared/schemas/client';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import type { useClients } from '../../entities/clients/queries';
import { useMe } from '../../entities/session/queries';
import { ClientRow } from './ClientRow';

function SkeletonRows() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando clientes...</span>
      <ul className="space-y-3" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-4">
            <span className="h-11 w-11 shrink-0 animate-pulse rounded-full bg-ink-800" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-2/5 animate-pulse rounded bg-ink-800" />
              <span className="block h-3 w-3/5 animate-pulse rounded bg-ink-850" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list body: skeleton, error, one of SPEC's two empty states, or the rows with 'Carregar mais'. */
export function ClientList({
  query,
  search,
  onCreate,
  onOpen,
  onEdit,
  onDelete,
}: {
  query: ReturnType<typeof useClients>;
  /** The search the shown answer belongs to. */
  search: string;
  onCreate: () => void;
  onOpen: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const me = useMe().data;
  if (isPending) return <SkeletonRows />;
  if (isError && !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 px-6 py-10 text-center"
      >
        <p className="text-ink-300">Não foi possível carregar os clientes.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const clients = data.pages.flatMap((p) => p.items);
  const total = data.pages[0]?.summary.total ?? 0;
  if (total === 0 && clients.length === 0) {
    return (
      <EmptyState icon={Users} title="Nenhum cliente cadastrado">
        <p>Cadastre seu primeiro cliente para acompanhar agendamentos e pagamentos.</p>
        <Button className="mt-4" onClick={onCreate}>
          <UserPlus size={18} aria-hidden /> Novo Cliente
        </Button>
      </EmptyState>
    );
  }
  if (clients.length === 0) {
    return (
      <EmptyState icon={SearchX} title="Nenhum cliente encontrado">
        Nada corresponde a "{search}".
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Lista de clientes" className="space-y-3">
        {clients.map((c) => (
          <ClientRow
            key={c.id}
            client={c}
            onOpen={onOpen}
            onEdit={onEdit}
            onDelete={onDelete}
            readOnly={Boolean(me) && c.artistId !== me?.id}
          />
        ))}
      </ul>
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
    </div>
  );
}
