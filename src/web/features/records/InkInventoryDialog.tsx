import { Archive, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { formatDayBR, today } from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { InkLotForm } from './InkLotForm';
import { expiryText, inkName } from './ink-label';
import { useUpdateInkLot } from './mutations';
import { useInkLots, useLotRecipients } from './queries';

/**
 * 'Estoque de tintas': the bottles in use (the studio's, shared by its artists), adding and putting
 * away lots, and 'Quem recebeu este lote?' — the search a recall or a reaction starts with.
 */
export function InkInventoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const inks = useInkLots(open);
  const update = useUpdateInkLot();
  const [adding, setAdding] = useState(false);
  const [lot, setLot] = useState('');
  const query = useDebouncedValue(lot.trim(), 300);
  const recipients = useLotRecipients(open ? query : '');
  const day = today();

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Estoque de tintas" wide>
      <div className="space-y-5">
        <section aria-labelledby="titulo-busca-lote" className="space-y-2">
          <h3 id="titulo-busca-lote" className="text-sm font-semibold">
            Quem recebeu este lote?
          </h3>
          <Field
            label="Lote a procurar"
            value={lot}
            onChange={(e) => setLot(e.target.value)}
            placeholder="ex.: AB-123"
          />
          {query && recipients.data && (
            <ul aria-label="Clientes que receberam o lote" className="space-y-1 text-sm">
              {recipients.data.length === 0 ? (
                <li className="text-ink-400">Nenhuma sessão registrada com este lote.</li>
              ) : (
                recipients.data.map((r) => (
                  <li key={`${r.appointmentId}-${r.lot}`} className="rounded-lg bg-ink-850 px-3 py-2">
                    <span className="font-medium">{r.clientName}</span>
                    <span className="text-ink-400">
                      {' '}
                      · {formatDayBR(r.startTime.slice(0, 10))} · {r.product}
                      {r.color ? ` ${r.color}` : ''} · lote {r.lot}
                      {r.phone ? ` · ${r.phone}` : ''}
                    </span>
                  </li>
                ))
              )}
            </ul>
          )}
          {query && recipients.isFetching && !recipients.data && (
            <p role="status" className="text-sm text-ink-400">
              <Search size={14} className="inline" aria-hidden /> Procurando…
            </p>
          )}
        </section>

        <section aria-labelledby="titulo-estoque" className="space-y-2">
          <h3 id="titulo-estoque" className="text-sm font-semibold">
            Lotes em uso
          </h3>
          <ul className="space-y-2">
            {(inks.data ?? []).map((l) => (
              <li
                key={l.id}
                className="flex items-start justify-between gap-2 rounded-xl border border-ink-800 bg-ink-850 px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block break-words">{inkName(l)}</span>
                  <span className={l.expiresOn < day ? 'text-amber-300' : 'text-ink-400'}>
                    {l.manufacturer} · {expiryText(l, day)}
                    {l.anvisaRegistration ? ` · ANVISA ${l.anvisaRegistration}` : ''}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Arquivar ${inkName(l)}`}
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id: l.id, patch: { archived: true } },
                      {
                        onSuccess: () => toast.success('Lote arquivado'),
                        onError: (err) => toast.error(errorMessage(err, 'Erro ao salvar o lote de tinta')),
                      },
                    )
                  }
                >
                  <Archive size={16} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          {inks.data?.length === 0 && <p className="text-sm text-ink-400">Nenhum lote no estoque.</p>}
          {adding ? (
            <InkLotForm
              onCancel={() => setAdding(false)}
              onCreated={() => {
                setAdding(false);
                toast.success('Lote adicionado ao estoque!');
              }}
            />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
              <Plus size={16} aria-hidden /> Novo lote de tinta
            </Button>
          )}
        </section>
      </div>
    </Dialog>
  );
}
