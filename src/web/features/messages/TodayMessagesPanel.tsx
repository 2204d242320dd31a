import { Check, MessageCircle, PencilLine, PhoneOff } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { type DueMessage, messageKindLabels } from '../../../shared/message-templates';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useMarkMessages } from './mutations';
import { useTodayMessages } from './queries';

const MessageTemplatesDialog = lazy(() =>
  import('./MessageTemplatesDialog').then((m) => ({ default: m.MessageTemplatesDialog })),
);

/** To send first, then the ones with no phone, then what went. */
const rank = (i: DueMessage) => (i.sent ? 2 : i.whatsappUrl ? 0 : 1);

/**
 * 'Mensagens de hoje': one message per client, its text shown as it will open in WhatsApp; 'Enviar'
 * opens the draft and marks it sent (kept on the server, so no client gets it twice, from any
 * device). A client with no phone is listed as 'Sem WhatsApp', with the text and no button.
 */
export function TodayMessagesPanel() {
  const list = useTodayMessages();
  const mark = useMarkMessages();
  const [editing, setEditing] = useState(false);
  const items = [...(list.data?.items ?? [])].sort((a, b) => rank(a) - rank(b));
  const pending = items.filter((i) => !i.sent && i.whatsappUrl).length;
  const noPhone = items.filter((i) => !i.sent && !i.whatsappUrl).length;
  const setSent = (i: DueMessage, sent: boolean) =>
    mark.mutate(
      { parts: i.parts, sent },
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
          <p className="pb-1 text-sm text-ink-400">{summary(pending, noPhone)}</p>
          <ul aria-label="Mensagens de hoje" className="divide-y divide-ink-800">
            {items.map((i) => (
              <MessageRow key={`${i.clientId}-${i.sent}`} item={i} onSent={(sent) => setSent(i, sent)} />
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

function summary(pending: number, noPhone: number): string {
  const parts = [
    pending > 0 && (pending === 1 ? '1 para enviar' : `${pending} para enviar`),
    noPhone > 0 && `${noPhone} sem WhatsApp`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Todas enviadas.';
}

/** 'Aniversário · Confirmação do agendamento (2)': what the message carries, in its order. */
function kindsOf(i: DueMessage): string {
  const counts = new Map<string, number>();
  for (const p of i.parts)
    counts.set(messageKindLabels[p.kind], (counts.get(messageKindLabels[p.kind]) ?? 0) + 1);
  return [...counts].map(([label, n]) => (n > 1 ? `${label} (${n})` : label)).join(' · ');
}

function MessageRow({ item: i, onSent }: { item: DueMessage; onSent: (sent: boolean) => void }) {
  const kinds = kindsOf(i);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{i.clientName}</p>
          <p className="text-xs text-ink-400">{kinds}</p>
        </div>
        {i.sent ? (
          <span className="flex items-center gap-2">
            <span className="inline-flex items-center gap-1 text-sm text-emerald-300">
              <Check size={16} aria-hidden /> Enviada
            </span>
            <Button variant="ghost" size="sm" onClick={() => onSent(false)}>
              Desfazer
            </Button>
          </span>
        ) : (
          !i.whatsappUrl && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-800 px-2.5 py-1 text-xs font-medium text-ink-300">
              <PhoneOff size={14} aria-hidden /> Sem WhatsApp
            </span>
          )
        )}
      </div>
      <Preview
        key={i.text}
        text={i.text}
        clientName={i.clientName}
        quiet={i.sent || !i.whatsappUrl}
        sent={i.sent}
      />
      {!i.sent &&
        (i.whatsappUrl ? (
          <div className="flex justify-end">
            <a
              href={i.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onSent(true)}
              aria-label={`Enviar pelo WhatsApp para ${i.clientName}`}
              className="inline-flex h-11 items-center gap-2 rounded-xl bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-600"
            >
              <MessageCircle size={16} aria-hidden /> Enviar
            </a>
          </div>
        ) : (
          <p className="text-xs text-ink-400">
            Sem telefone no cadastro: cadastre o WhatsApp do cliente para enviar por aqui.
          </p>
        ))}
    </li>
  );
}

/**
 * The text exactly as WhatsApp will open with it (line breaks kept), in green when 'Enviar' is there.
 * A long one shows its start and 'Ver mensagem inteira'; a sent one, two lines.
 */
function Preview({
  text,
  clientName,
  quiet,
  sent,
}: {
  text: string;
  clientName: string;
  /** Not going through WhatsApp from here (sent, or no phone): drawn plain. */
  quiet: boolean;
  sent: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  const box = useRef<HTMLQuoteElement>(null);
  // Measured clamped: only a text that does not fit gets the button.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && !open) setLong(el.scrollHeight > el.clientHeight + 1);
  }, [open]);
  return (
    <div>
      <blockquote
        ref={box}
        aria-label={`Mensagem para ${clientName}`}
        className={cn(
          'rounded-2xl rounded-tl-sm border px-3 py-2 text-sm whitespace-pre-wrap break-words',
          quiet
            ? 'border-ink-800 bg-ink-950 text-ink-300'
            : 'border-emerald-900/70 bg-emerald-950/40 text-ink-100',
          !open && (sent ? 'line-clamp-2' : 'line-clamp-8'),
        )}
      >
        {text}
      </blockquote>
      {(long || open) && (
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          className="mt-1 min-h-9 text-sm text-ink-300 underline-offset-4 hover:underline"
        >
          {open ? 'Ver menos' : 'Ver mensagem inteira'}
        </button>
      )}
    </div>
  );
}
