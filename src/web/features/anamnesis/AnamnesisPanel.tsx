import { ClipboardCheck, Link2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { whatsappDraft } from '../../../shared/links';
import { type Anamnesis, anamnesisQuestions } from '../../../shared/schemas/anamnesis';
import { formatDayBR } from '../../../shared/time';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCreateAnamnesisLink, useWithdrawHealthConsent } from './mutations';
import { useAnamneses } from './queries';

const AnamnesisDialog = lazy(() => import('./AnamnesisDialog').then((m) => ({ default: m.AnamnesisDialog })));

/** The client's health questionnaire on their page: the latest answers, how to fill a new one, past ones. */
export function AnamnesisPanel({ client }: { client: { id: string; name: string; phone: string | null } }) {
  const list = useAnamneses(client.id);
  const link = useCreateAnamnesisLink(client.id);
  const withdraw = useWithdrawHealthConsent(client.id);
  const [withdrawing, setWithdrawing] = useState(false);
  const [open, setOpen] = useState<{ start: Anamnesis | null; readOnly: boolean } | null>(null);
  const latest = list.data?.[0] ?? null;
  const flagged = latest ? anamnesisQuestions.filter((q) => latest.answers[q.key].yes) : [];

  const sendLink = () => {
    // Opened on the tap itself (a window opened after a network wait is a blocked pop-up), then pointed
    // at WhatsApp once the link exists.
    const tab = client.phone ? window.open('about:blank', '_blank') : null;
    link.mutate(undefined, {
      onSuccess: ({ path }) => {
        const url = `${window.location.origin}${path}`;
        // Only the link: no health question or answer ever goes into a message.
        const text = `Olá ${client.name.split(/\s+/)[0]}! Antes da sua sessão, preencha sua ficha de saúde neste link (vale por 3 dias): ${url}`;
        const wa = client.phone ? whatsappDraft(client.phone, text) : null;
        if (wa && tab) {
          tab.opener = null;
          tab.location.href = wa;
        } else if (wa) window.location.href = wa;
        else
          void navigator.clipboard
            .writeText(url)
            .then(() => toast.success('Link copiado! Envie ao cliente.'))
            .catch(() => toast.error('Não foi possível copiar'));
      },
      onError: (err) => {
        tab?.close();
        toast.error(errorMessage(err, 'Erro ao salvar a anamnese'));
      },
    });
  };

  return (
    <Panel title="Anamnese">
      {list.data === undefined ? (
        <p role="status" className="py-3 text-sm text-ink-400">
          Carregando…
        </p>
      ) : latest ? (
        <div className="space-y-1 py-1 text-sm">
          <p>
            Última: <span className="font-medium">{formatDayBR(latest.createdAt.slice(0, 10))}</span>
            <span className="text-ink-400">
              {' '}
              · {latest.filledVia === 'link' ? 'pelo link' : 'neste aparelho'}
            </span>
          </p>
          {flagged.length === 0 ? (
            <p className="text-ink-300">Nenhuma resposta "sim".</p>
          ) : (
            <ul aria-label="Respostas sim" className="list-disc space-y-0.5 pl-5 text-amber-200">
              {flagged.map((q) => (
                <li key={q.key}>
                  {q.label.replace(/\?$/, '')}
                  {latest.answers[q.key].detail ? `: ${latest.answers[q.key].detail}` : ''}
                </li>
              ))}
            </ul>
          )}
          {/* The client's own words ('Já desmaiei tirando sangue'): as much an alert as a 'sim'. */}
          {latest.notes && (
            <p className="break-words whitespace-pre-line text-amber-200">
              <span className="text-ink-300">Observações: </span>
              {latest.notes}
            </p>
          )}
        </div>
      ) : (
        <p className="py-3 text-sm text-ink-400">Nenhuma anamnese ainda.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setOpen({ start: latest, readOnly: false })}>
          <ClipboardCheck size={16} aria-hidden /> Preencher neste aparelho
        </Button>
        <Button size="sm" variant="secondary" disabled={link.isPending} onClick={sendLink}>
          <Link2 size={16} aria-hidden />{' '}
          {client.phone ? 'Enviar link pelo WhatsApp' : 'Copiar link para o cliente'}
        </Button>
      </div>
      {latest && (
        <button
          type="button"
          onClick={() => setWithdrawing(true)}
          className="mt-3 text-sm text-ink-400 underline underline-offset-4 hover:text-ink-200"
        >
          Retirar autorização de dados de saúde
        </button>
      )}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title="Retirar a autorização de dados de saúde?"
        description={`Todas as anamneses de ${client.name} são apagadas. Para uma nova sessão, o cliente preenche e autoriza de novo.`}
        confirmLabel="Retirar autorização"
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setWithdrawing(false);
              toast.success('Autorização retirada. Anamneses apagadas.');
            },
            onError: (err) =>
              toast.error(errorMessage(err, 'Erro ao retirar a autorização. Tente novamente.')),
          })
        }
      />
      {(list.data?.length ?? 0) > 1 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-ink-300">Anteriores ({list.data!.length - 1})</summary>
          <ul className="mt-2 space-y-1">
            {list.data!.slice(1).map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="text-blood-300 underline-offset-4 hover:underline"
                  onClick={() => setOpen({ start: a, readOnly: true })}
                >
                  {formatDayBR(a.createdAt.slice(0, 10))} (
                  {a.filledVia === 'link' ? 'pelo link' : 'neste aparelho'})
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {open && (
        <Suspense fallback={null}>
          <AnamnesisDialog
            clientId={client.id}
            clientName={client.name}
            open
            start={open.start}
            readOnly={open.readOnly}
            onOpenChange={(o) => !o && setOpen(null)}
          />
        </Suspense>
      )}
    </Panel>
  );
}
