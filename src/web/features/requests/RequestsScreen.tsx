import { Copy, Inbox } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
import { formatCents } from '../../../shared/money';
import type { BookingRequestRow, RequestBox, RequestList } from '../../../shared/schemas/booking-request';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { useMarkDepositReceived } from '../../entities/appointments/mutations';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { AcceptRequestDialog } from './AcceptRequestDialog';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { useDeleteRequest, useNotSpam } from './mutations';
import { PixDialog } from './PixDialog';
import { ProposeRequestDialog } from './ProposeRequestDialog';
import { useRequests } from './queries';
import { RequestCard } from './RequestCard';

const tabs: { box: RequestBox; label: string; empty: string }[] = [
  { box: 'novos', label: 'Novos', empty: 'Nenhum pedido esperando resposta.' },
  { box: 'espera', label: 'Lista de espera', empty: 'Ninguém na lista de espera.' },
  { box: 'aceitos', label: 'Aceitos', empty: 'Nenhum pedido aceito ainda.' },
  { box: 'encerrados', label: 'Encerrados', empty: 'Nenhum pedido recusado ou com prazo vencido.' },
  { box: 'spam', label: 'Spam', empty: 'Nenhum pedido no spam.' },
];

/** Each tab's count badge: requests waiting for an answer, clients on the waitlist, and those in Spam. */
const countOf = (box: RequestBox, list: RequestList | undefined) =>
  box === 'novos'
    ? (list?.openCount ?? 0)
    : box === 'espera'
      ? (list?.waitCount ?? 0)
      : box === 'spam'
        ? (list?.spamCount ?? 0)
        : 0;

/** The booking requests inbox: new ones to answer, accepted ones and their deposits, closed ones, spam. */
export default function RequestsScreen({
  BookingSettingsDialog,
}: {
  /** 'Página de agendamento', from the booking feature (composed in app/sections). */
  BookingSettingsDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
}) {
  const [box, setBox] = useState<RequestBox>('novos');
  const list = useRequests(box);
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [accepting, setAccepting] = useState<BookingRequestRow | null>(null);
  const [proposing, setProposing] = useState<BookingRequestRow | null>(null);
  const [declining, setDeclining] = useState<BookingRequestRow | null>(null);
  const [pixOf, setPixOf] = useState<BookingRequestRow | null>(null);
  const [receiving, setReceiving] = useState<BookingRequestRow | null>(null);
  const [deleting, setDeleting] = useState<BookingRequestRow | null>(null);
  const remove = useDeleteRequest();
  const notSpam = useNotSpam();
  const moveToInbox = (r: BookingRequestRow) =>
    notSpam.mutate(r.id, {
      onSuccess: () => toast.success('Pedido movido para Novos'),
      onError: (err) => toast.error(errorMessage(err, 'Erro ao responder o pedido')),
    });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const record = useMarkDepositReceived();
  const due = (r: BookingRequestRow | null) => (r?.deposit ? r.deposit.dueCents - r.deposit.paidCents : 0);

  const markReceived = () => {
    const r = receiving;
    if (!r?.appointmentId) return;
    record.mutate(r.appointmentId, {
      onSuccess: () => {
        setReceiving(null);
        toast.success('Sinal registrado!');
      },
      onError: (err) => {
        setReceiving(null);
        toast.error(errorMessage(err, 'Erro ao salvar pagamento'));
      },
    });
  };

  const pageUrl = first?.slug ? `${window.location.origin}/agendar/${first.slug}` : null;

  return (
    <div className="space-y-4">
      {first && !first.pageEnabled ? (
        <div className="rounded-2xl border border-amber-800 bg-amber-950/40 p-4">
          <p className="font-medium text-amber-100">
            {first.hasPage
              ? 'Sua página de agendamento está desativada.'
              : 'Você ainda não tem uma página de agendamento.'}
          </p>
          <p className="mt-1 text-sm text-amber-100/80">
            Ative-a para que clientes peçam horários e paguem o sinal por Pix.
          </p>
          <Button className="mt-3" onClick={() => setSettingsOpen(true)}>
            Configurar página
          </Button>
        </div>
      ) : (
        pageUrl && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-ink-800 bg-ink-900 p-4">
            <div className="min-w-0">
              <p className="text-sm text-ink-400">Sua página de agendamento</p>
              <a
                href={pageUrl}
                target="_blank"
                rel="noreferrer"
                className="break-all text-blood-300 hover:underline"
              >
                {pageUrl.replace(/^https?:\/\//, '')}
              </a>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(pageUrl)
                    .then(() => toast.success('Link copiado!'))
                    .catch(() => toast.error('Não foi possível copiar'))
                }
              >
                <Copy size={16} aria-hidden /> Copiar link
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setSettingsOpen(true)}>
                Configurar
              </Button>
            </div>
          </div>
        )
      )}

      {/* Five tabs do not fit a phone's width: the row scrolls sideways there. */}
      <div
        role="tablist"
        aria-label="Pedidos"
        className="flex gap-1 overflow-x-auto rounded-xl border border-ink-800 bg-ink-900 p-1"
      >
        {tabs.map((t) => (
          <button
            key={t.box}
            type="button"
            role="tab"
            aria-selected={box === t.box}
            onClick={(e) => {
              setBox(t.box);
              // On a phone the row scrolls: the chosen tab comes whole into view.
              e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            }}
            className={cn(
              'flex h-11 shrink-0 grow items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap',
              box === t.box ? 'bg-ink-800 text-ink-100' : 'text-ink-400',
            )}
          >
            {t.label}
            {countOf(t.box, first) > 0 && (
              <span
                className={cn(
                  'rounded-full px-2 text-xs',
                  t.box === 'novos' ? 'bg-blood-700 text-white' : 'bg-ink-700 text-ink-100',
                )}
              >
                {countOf(t.box, first)}
              </span>
            )}
          </button>
        ))}
      </div>

      <section role="tabpanel" aria-label={tabs.find((t) => t.box === box)!.label}>
        {/* The cards' names are headings one level down: the list has its own, for the outline. */}
        <h2 className="sr-only">{tabs.find((t) => t.box === box)!.label}</h2>
        {box === 'spam' && (
          <p className="mb-3 text-sm text-ink-400">
            Pedidos que chegaram depois do movimento normal do dia, de quem já tinha enviado outro, e pedidos
            com um WhatsApp que outra pessoa já usou demais. Eles não geram aviso. Se algum for de verdade,
            toque em 'Não é spam' para respondê-lo.
          </p>
        )}
        {box === 'espera' && (
          <p className="mb-3 text-sm text-ink-400">
            Clientes que não acharam horário e pediram para ser avisados, por ordem de chegada. Quando um
            horário vago cabe no período de alguém, ele aparece no card: ofereça pelo WhatsApp. Quem confirmar
            primeiro pelo link fica com o horário.
          </p>
        )}
        {list.data ? (
          items.length === 0 ? (
            <div className="rounded-2xl border border-ink-800 bg-ink-900 p-8 text-center text-ink-400">
              <Inbox className="mx-auto mb-2" size={28} aria-hidden />
              {tabs.find((t) => t.box === box)!.empty}
            </div>
          ) : (
            <ul className="space-y-3">
              {items.map((r) => (
                <RequestCard
                  key={r.id}
                  request={r}
                  inSpam={box === 'spam'}
                  actions={{
                    onAccept: setAccepting,
                    onPropose: setProposing,
                    onDecline: setDeclining,
                    onPix: setPixOf,
                    onDepositReceived: setReceiving,
                    onDelete: setDeleting,
                    onNotSpam: moveToInbox,
                    busyId: record.isPending
                      ? (record.variables ?? null)
                      : notSpam.isPending
                        ? (notSpam.variables ?? null)
                        : null,
                  }}
                />
              ))}
            </ul>
          )
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl border border-ink-800 bg-ink-900 p-6 text-center">
            <p className="text-ink-300">Não foi possível carregar os pedidos.</p>
            <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <ListSkeleton />
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-3 w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        )}
      </section>

      <AcceptRequestDialog request={accepting} onOpenChange={(o) => !o && setAccepting(null)} />
      <ProposeRequestDialog request={proposing} onOpenChange={(o) => !o && setProposing(null)} />
      <DeclineRequestDialog request={declining} onOpenChange={(o) => !o && setDeclining(null)} />
      <PixDialog
        request={pixOf ? { id: pixOf.id, clientName: pixOf.clientName, dueCents: due(pixOf) } : null}
        onOpenChange={(o) => !o && setPixOf(null)}
      />
      <ConfirmDialog
        open={receiving !== null}
        onOpenChange={(o) => !o && setReceiving(null)}
        title="Marcar sinal recebido?"
        description={
          receiving
            ? `Lança ${formatCents(due(receiving))} por Pix como sinal de ${receiving.clientName}, com a data de hoje.`
            : ''
        }
        confirmLabel="Marcar sinal recebido"
        onConfirm={markReceived}
        busy={record.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? `Excluir o pedido de ${deleting.clientName}?` : ''}
        description="O pedido, as imagens e o que o cliente escreveu são apagados. Uma sessão já marcada continua na agenda."
        confirmLabel="Excluir"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Pedido excluído');
            },
            onError: (err) => {
              setDeleting(null);
              toast.error(errorMessage(err, 'Erro ao responder o pedido'));
            },
          });
        }}
      />
      {settingsOpen && (
        <Suspense fallback={null}>
          <BookingSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </div>
  );
}
