import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { changesCount, lostOnDiscard } from '../../entities/offline-writes/wording';
import { claimWrites, discardWrites, type QueuedWrite } from '../../lib/offline-queue';

/**
 * Saves kept by the app version that recorded no owner: nobody can be proven to have made them,
 * so they are never sent on their own and what they hold is never shown (it may be someone else's
 * clients): the signed-in person sees only how many there are and chooses — send them to this
 * account or discard them (docs/decisions/0006-offline-queue-owner.md).
 */
export default function UnownedWrites({
  writes,
  owner,
  onClaimed,
}: {
  writes: QueuedWrite[];
  owner: string;
  onClaimed: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const n = writes.length;
  return (
    <details className="pointer-events-auto max-w-full rounded-2xl border border-amber-700/60 bg-ink-900/95 text-sm text-amber-100 shadow-lg">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-medium">
        <History size={16} aria-hidden />
        <span>{`Sem conta definida · ${changesCount(n)}`}</span>
      </summary>
      <div className="border-t border-amber-900 px-4 py-2">
        <p className="pb-2 text-ink-300">
          Salvas neste aparelho por uma versão anterior do app, que não registrava a conta. Só envie se foram
          feitas por você nesta conta.
        </p>
        <div className="flex flex-wrap justify-end gap-2 pb-1">
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Descartar
          </Button>
          <Button size="sm" onClick={() => void claimWrites(writes, owner).then(onClaimed)}>
            Enviar para esta conta
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Descartar ${changesCount(n)}?`}
        description={lostOnDiscard(n)}
        confirmLabel="Descartar"
        onConfirm={() => void discardWrites(writes).then(() => setAsking(false))}
      />
    </details>
  );
}
