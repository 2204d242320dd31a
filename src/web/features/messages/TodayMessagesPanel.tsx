import { Check, MessageCircle, PencilLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { messageKindLabels } from '../../../shared/message-templates';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useMarkMessage } from './mutations';
import { useTodayMessages } from './queries';

const MessageTemplatesDialog = lazy(() =>
  import('./MessageTemplatesDialog').then((m) => ({ default: m.MessageTemplatesDialog })),
);

/**
 * 'Mensagens de hoje': every client message due today, each one tap from its WhatsApp draft; the
 * tap marks it sent (kept on the server, so no client gets it twice, from any device).
 */
export function TodayMessagesPanel() {
  const list = useTodayMessages();
  const mark = useMarkMessage();
  const [editing, setEditing] = useState(false);
  const items = [...(list.data?.items ?? [])].sort((a, b) => Number(a.sent) - Number(b.sent));
  const pending = items.filter((i) => !i.sent).length;
  const setSent = (i: (typeof items)[number], sent: boolean) =>
    mark.mutate(
      { kind: i.kind, subjectId: i.subjectId, occasion: i.occasion, sent },
      { onError: (err) => toast.error(errorMessage(err, 'Erro ao marcar a mensagem')) },
    );

  return (
    <Panel
      title="Mensagens de hoje"
      aside={
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <PencilLine size={16} aria-hidden /> Editar textos
        </Button>
      }
    >
      {list.isPending ? (
        <ListSkeleton rows={2} />
      ) : list.isError ? (
        <p role="alert" className="py-4 text-sm text-red-300">
          Não foi possível carregar as mensagens.
        </p>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-400">Nenhuma mensagem para hoje</p>
      ) : (
        <>
          <p className="pb-1 text-sm text-ink-400">
            {pending === 0 ? 'Todas enviadas.' : `${pending} para enviar`}
          </p>
          <ul aria-label="Mensagens de hoje" className="divide-y divide-ink-800">
            {items.map((i) => (
              <li
                key={`${i.kind}-${i.subjectId}-${i.occasion}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{i.clientName}</p>
                  <p className="text-xs text-ink-400">{messageKindLabels[i.kind]}</p>
                </div>
                {i.sent ? (
                  <span className="flex items-center gap-2">
                    <span className="inline-flex items-center gap-1 text-sm text-emerald-300">
                      <Check size={16} aria-hidden /> Enviada
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => setSent(i, false)}>
                      Desfazer
                    </Button>
                  </span>
                ) : (
                  <a
                    href={i.whatsappUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setSent(i, true)}
                    aria-label={`Enviar pelo WhatsApp: ${messageKindLabels[i.kind]} para ${i.clientName}`}
                    className="inline-flex h-11 items-center gap-2 rounded-xl bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-600"
                  >
                    <MessageCircle size={16} aria-hidden /> Enviar
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <MessageTemplatesDialog open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
    </Panel>
  );
}
