import { FolderOpen, Percent, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { roleLabels } from '../../../shared/enums';
import type { Member } from '../../../shared/schemas/team';
import { Panel } from '../../components/panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useRecordSettings } from '../../entities/consents/queries';
import { formatDate, formatPercentage } from '../../entities/team/format';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { ArtistRecordsDialog } from './ArtistRecordsDialog';
import { useRemoveMember } from './mutations';
import { PercentageDialog } from './PercentageDialog';

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** 'Membros': the owner and the artists; artists can get a new percentage or be removed (SPEC §6). */
export function MemberList({ members }: { members: Member[] }) {
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [reading, setReading] = useState<Member | null>(null);
  // The studio chose to let its owner read the artists' client records ('Termo e regras').
  const ownerReads = useRecordSettings().data?.ownerReadsRecords ?? false;
  const remove = useRemoveMember();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () =>
        toast.success(
          removing.role === 'recepcao' ? 'Recepção removida do estúdio' : 'Tatuador removido do estúdio',
        ),
      onError: (err) => toast.error(errorMessage(err, 'Erro ao remover tatuador')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Panel title="Membros" aside={<span className="text-sm text-ink-400">{members.length}</span>}>
      <ul aria-label="Membros" className="-mx-1 divide-y divide-ink-800">
        {members.map((m) => {
          const isArtist = m.role === 'artist';
          const isFrontDesk = m.role === 'recepcao';
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-1 py-3">
              <span
                aria-hidden
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-ink-800 text-sm font-semibold text-ink-200"
              >
                {initials(m.name)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 font-medium wrap-anywhere">{m.name}</p>
                  <Badge tone={isArtist ? 'sky' : isFrontDesk ? 'amber' : 'violet'}>
                    {roleLabels[m.role]}
                  </Badge>
                </div>
                {/* Wrapped, not cut: the owner tells members apart by the whole address. */}
                <p className="text-sm text-ink-400 wrap-anywhere">{m.email}</p>
                <p className="text-xs text-ink-400">
                  Desde <span className="tabular-nums">{formatDate(m.joinedAt)}</span>
                  {isArtist && (
                    <>
                      {' · '}Percentual{' '}
                      <span className="font-semibold text-ink-100 tabular-nums">
                        {m.percentage === null ? '—' : formatPercentage(m.percentage)}
                      </span>
                    </>
                  )}
                </p>
              </div>
              {isArtist && (
                <div
                  className={cn(
                    'grid w-full gap-2 sm:flex sm:pl-13',
                    // With 'Fichas' too, three columns: the labels are shorter than the row.
                    ownerReads ? 'grid-cols-3' : 'grid-cols-[minmax(0,1fr)_auto]',
                  )}
                >
                  <Button
                    variant="secondary"
                    className="lg:h-9"
                    aria-label={ownerReads ? 'Alterar percentual' : undefined}
                    onClick={() => setEditing(m)}
                  >
                    <Percent size={16} aria-hidden />
                    {ownerReads ? 'Percentual' : 'Alterar percentual'}
                  </Button>
                  {ownerReads && (
                    <Button variant="secondary" className="lg:h-9" onClick={() => setReading(m)}>
                      <FolderOpen size={16} aria-hidden />
                      Fichas
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="hover:text-red-300 lg:h-9"
                    onClick={() => setRemoving(m)}
                  >
                    <UserMinus size={16} aria-hidden />
                    Remover
                  </Button>
                </div>
              )}
              {/* The front desk has no percentage or records: only leaving the studio. */}
              {isFrontDesk && (
                <Button variant="ghost" className="hover:text-red-300 lg:h-9" onClick={() => setRemoving(m)}>
                  <UserMinus size={16} aria-hidden />
                  Remover
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <PercentageDialog member={editing} onClose={() => setEditing(null)} />
      <ArtistRecordsDialog member={reading} onClose={() => setReading(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          removing?.role === 'recepcao'
            ? 'Deseja remover esta pessoa da recepção do estúdio?'
            : 'Deseja remover este tatuador do estúdio?'
        }
        confirmLabel="Remover"
        onConfirm={confirmRemove}
        busy={remove.isPending}
      />
    </Panel>
  );
}
