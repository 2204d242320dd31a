import { FileDown } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Member } from '../../../shared/schemas/team';
import { DownloadButton } from '../../components/download-button';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { useArtistClients } from '../../entities/team/queries';
import { errorMessage } from '../../lib/api';

/**
 * The studio owner reads an artist's client records (the studio chose to allow it in 'Termo e
 * regras'): the artist's clients, each record as a PDF. Every download is audited.
 */
export function ArtistRecordsDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Fichas dos clientes"
      description={member?.name}
    >
      {member && <ArtistClients member={member} />}
    </Dialog>
  );
}

function ArtistClients({ member }: { member: Member }) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const list = useArtistClients(member.id, search);
  const clients = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-400">Cada ficha baixada fica registrada para o tatuador.</p>
      <SearchBox value={q} onChange={setQ} label="Buscar cliente" placeholder="Buscar cliente..." />
      {list.isError ? (
        <Alert>{errorMessage(list.error, 'Não foi possível carregar os clientes.')}</Alert>
      ) : !list.data ? (
        <p role="status" className="text-sm text-ink-400">
          Carregando…
        </p>
      ) : clients.length === 0 ? (
        <p className="py-4 text-center text-sm text-ink-400">Nenhum cliente encontrado</p>
      ) : (
        <ul aria-label={`Clientes de ${member.name}`} className="divide-y divide-ink-800">
          {clients.map((c) => (
            <li key={c.id} className="flex items-center gap-3 py-2.5">
              <span className="min-w-0 flex-1 break-words">{c.name}</span>
              <DownloadButton
                path={`/api/team/members/${member.id}/clients/${c.id}/record.pdf`}
                fileName="ficha.pdf"
                label={`Baixar ficha de ${c.name} em PDF`}
              >
                <FileDown size={16} aria-hidden /> PDF
              </DownloadButton>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </div>
  );
}
