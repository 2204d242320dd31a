import {
  Banknote,
  CalendarClock,
  Check,
  FileImage,
  Inbox,
  MessageCircle,
  QrCode,
  Trash2,
  UserMinus,
  X,
} from 'lucide-react';
import { acceptedText, depositReceivedText, waitlistOfferText } from '../../../shared/booking-whatsapp';
import { formatDuration } from '../../../shared/duration';
import { instagramUrl, whatsappDraft, whatsappLink } from '../../../shared/links';
import type { BookingRequestRow } from '../../../shared/schemas/booking-request';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useMe } from '../../entities/session/queries';
import { Money } from '../../lib/privacy';
import { absolute, whenBR, windowBR } from './request-time';

export interface RequestActions {
  onAccept: (r: BookingRequestRow) => void;
  onPropose: (r: BookingRequestRow) => void;
  onDecline: (r: BookingRequestRow) => void;
  onPix: (r: BookingRequestRow) => void;
  onDepositReceived: (r: BookingRequestRow) => void;
  onDelete: (r: BookingRequestRow) => void;
  onNotSpam: (r: BookingRequestRow) => void;
  busyId: string | null;
}

/** What the row's badge says: the request's answer, or for an accepted one where its deposit stands. */
function stateOf(r: BookingRequestRow): { label: string; tone: BadgeTone } {
  if (r.status === 'pendente') return { label: 'Novo', tone: 'rose' };
  if (r.status === 'proposto') return { label: 'Horário proposto', tone: 'violet' };
  if (r.status === 'recusado') return { label: 'Recusado', tone: 'neutral' };
  if (r.status === 'expirado') return { label: 'Sinal não pago', tone: 'neutral' };
  if (r.status === 'espera') return { label: 'Lista de espera', tone: 'sky' };
  const d = r.deposit;
  if (!d || d.appointmentStatus === 'cancelado') return { label: 'Cancelado', tone: 'neutral' };
  if (d.appointmentStatus === 'agendado' && d.dueCents > d.paidCents)
    return { label: 'Aguardando sinal', tone: 'amber' };
  return { label: 'Confirmado', tone: 'emerald' };
}

export function RequestCard({
  request: r,
  actions,
  inSpam = false,
}: {
  request: BookingRequestRow;
  actions: RequestActions;
  /** Listed in the Spam folder: it is taken out ('Não é spam') before it is answered. */
  inSpam?: boolean;
}) {
  const state = inSpam ? { label: 'Spam', tone: 'neutral' as const } : stateOf(r);
  const open = !inSpam && (r.status === 'pendente' || r.status === 'proposto');
  const waiting = !inSpam && r.status === 'espera';
  const d = r.deposit;
  const awaiting = d && d.appointmentStatus === 'agendado' && d.dueCents > d.paidCents;
  // 'Já paguei' on the client's link: worth a look in the bank app before marking it received.
  const claimed = awaiting ? d.claimedAt : null;
  const wa = whatsappLink(r.phone, r.clientName.split(' ')[0] ?? r.clientName);
  // A studio's owner and front desk answer every artist's requests: each card says whose it is.
  const me = useMe().data;
  const forSomeoneElse = me && r.artistId !== me.id;
  const busy = actions.busyId !== null && (actions.busyId === r.id || actions.busyId === r.appointmentId);
  return (
    <li className="rounded-2xl border border-ink-800 bg-ink-900 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{r.clientName}</h3>
          <p className="text-xs text-ink-400">
            {r.status === 'espera' ? 'Na lista desde' : 'Recebido em'} {whenBR(r.createdAt)}
            {forSomeoneElse && <> · para {r.artistName}</>}
          </p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>

      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {r.wait ? (
          <div>
            <dt className="text-ink-400">Pode vir ({formatDuration(r.lengthMinutes)})</dt>
            <dd>{windowBR(r.wait)}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-ink-400">Horários pedidos ({formatDuration(r.lengthMinutes)})</dt>
            <dd>
              <ul>
                {r.preferredStarts.map((s) => (
                  <li key={s}>{whenBR(s)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-ink-400">Local e tamanho</dt>
          <dd className="break-words">
            {r.placement} · {r.size}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-400">Ideia</dt>
          <dd className="whitespace-pre-line break-words">{r.idea}</dd>
        </div>
        <div>
          <dt className="text-ink-400">Contato</dt>
          <dd className="flex flex-wrap gap-x-3">
            {wa ? (
              <a
                href={wa}
                target="_blank"
                rel="noreferrer"
                className="text-emerald-300 underline-offset-4 hover:underline"
              >
                {r.phone}
              </a>
            ) : (
              r.phone
            )}
            {r.instagram && (
              <a
                href={instagramUrl(r.instagram)}
                target="_blank"
                rel="noreferrer"
                className="text-blood-300 underline-offset-4 hover:underline"
              >
                @{r.instagram}
              </a>
            )}
          </dd>
        </div>
        {r.proposedStart && r.status === 'proposto' && (
          <div>
            <dt className="text-ink-400">Sua proposta</dt>
            <dd>{whenBR(r.proposedStart)}</dd>
          </div>
        )}
        {d && (
          <div>
            <dt className="text-ink-400">Sessão</dt>
            <dd>
              {whenBR(d.startTime)}
              {d.dueCents > 0 && (
                <span className="block text-ink-300">
                  Sinal: <Money cents={d.paidCents} /> de <Money cents={d.dueCents} />
                  {awaiting && d.deadline && ` · prazo ${whenBR(d.deadline)}`}
                </span>
              )}
              {claimed && (
                <span className="mt-1 flex items-center gap-1.5 text-sky-300">
                  <Banknote size={14} aria-hidden className="shrink-0" />
                  Cliente avisou que pagou · {whenBR(claimed)}
                </span>
              )}
            </dd>
          </div>
        )}
        {r.artistMessage && (
          <div className="sm:col-span-2">
            <dt className="text-ink-400">Sua mensagem</dt>
            <dd className="whitespace-pre-line break-words">{r.artistMessage}</dd>
          </div>
        )}
      </dl>

      {r.imageIds.length > 0 && (
        <ul aria-label="Imagens de referência" className="mt-3 flex flex-wrap gap-2">
          {r.imageIds.map((imageId, i) => {
            const src = `/api/booking/requests/${r.id}/images/${imageId}`;
            return (
              <li key={imageId}>
                <a href={src} target="_blank" rel="noreferrer" aria-label={`Abrir referência ${i + 1}`}>
                  <img
                    src={src}
                    alt={`Referência ${i + 1} de ${r.clientName}`}
                    loading="lazy"
                    className="h-24 w-24 rounded-xl border border-ink-700 object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}

      {waiting && <WaitOffers request={r} />}
      {d && r.status === 'aceito' && d.appointmentStatus === 'agendado' && (awaiting || d.dueCents === 0) && (
        <AcceptedMessage request={r} deposit={d} />
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {inSpam && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.onNotSpam(r)}>
            <Inbox size={16} aria-hidden /> Não é spam
          </Button>
        )}
        {open && (
          <>
            <Button size="sm" disabled={busy} onClick={() => actions.onAccept(r)}>
              <Check size={16} aria-hidden /> Aceitar
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.onPropose(r)}>
              <CalendarClock size={16} aria-hidden /> Propor horário
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.onDecline(r)}>
              <X size={16} aria-hidden /> Recusar
            </Button>
          </>
        )}
        {awaiting && (
          <>
            <Button size="sm" disabled={busy} onClick={() => actions.onDepositReceived(r)}>
              <Check size={16} aria-hidden /> Marcar sinal recebido
            </Button>
            {claimed && d.receipt && (
              <a
                href={`/api/booking/requests/${r.id}/receipt`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center gap-2 rounded-xl border border-ink-700 bg-ink-800 px-3 text-sm hover:bg-ink-700"
              >
                <FileImage size={16} aria-hidden /> Ver comprovante
              </a>
            )}
            <Button size="sm" variant="secondary" onClick={() => actions.onPix(r)}>
              <QrCode size={16} aria-hidden /> Ver Pix
            </Button>
          </>
        )}
        {waiting && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.onDecline(r)}>
            <UserMinus size={16} aria-hidden /> Remover da lista
          </Button>
        )}
        {d && !awaiting && d.dueCents > 0 && d.appointmentStatus !== 'cancelado' && (
          <a
            href={
              whatsappDraft(r.phone, depositReceivedText({ clientName: r.clientName, start: d.startTime })) ??
              undefined
            }
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center gap-2 rounded-xl border border-ink-700 bg-ink-800 px-3 text-sm"
          >
            <MessageCircle size={16} aria-hidden /> Confirmar pelo WhatsApp
          </a>
        )}
        <a
          href={r.statusUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-9 items-center rounded-xl px-3 text-sm text-ink-300 underline-offset-4 hover:underline"
        >
          Página do cliente
        </a>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-ink-400"
          disabled={busy}
          onClick={() => actions.onDelete(r)}
          aria-label={`Excluir o pedido de ${r.clientName}`}
        >
          <Trash2 size={16} aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/**
 * A waitlisted client's offers (issue 28): the freed times still open in their window, each with a
 * WhatsApp draft that sends their link — they confirm there, and the first to confirm takes it.
 */
function WaitOffers({ request: r }: { request: BookingRequestRow }) {
  const link = absolute(r.statusUrl);
  return (
    <section aria-label={`Horários vagos para ${r.clientName}`} className="mt-3 rounded-xl bg-ink-950 p-3">
      <h4 className="text-sm text-ink-400">Horários vagos no período</h4>
      {r.offers.length === 0 ? (
        <p className="mt-1 text-sm text-ink-300">
          Nenhum por enquanto. Quando um horário do período vagar, ele aparece aqui e no link do cliente.
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {r.offers.map((o) => {
            const draft = whatsappDraft(
              r.phone,
              waitlistOfferText({ clientName: r.clientName, start: o.start, statusUrl: link }),
            );
            return (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{whenBR(o.start)}</span>
                {draft && (
                  <a
                    href={draft}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Oferecer ${whenBR(o.start)} a ${r.clientName} pelo WhatsApp`}
                    className="inline-flex h-9 items-center gap-2 rounded-xl bg-emerald-700 px-3 text-sm font-medium text-white hover:bg-emerald-600"
                  >
                    <MessageCircle size={16} aria-hidden /> WhatsApp
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The message the accept sheet offered (issue 29): it stays on the card while it still holds — the
 * session booked, its deposit not in yet — so closing the sheet before sending it loses nothing.
 * Written again from the request, with the deadline the server fixed.
 */
function AcceptedMessage({
  request: r,
  deposit: d,
}: {
  request: BookingRequestRow;
  deposit: NonNullable<BookingRequestRow['deposit']>;
}) {
  const text = acceptedText({
    clientName: r.clientName,
    start: d.startTime,
    depositCents: d.dueCents,
    deadline: d.deadline,
    statusUrl: absolute(r.statusUrl),
  });
  const draft = whatsappDraft(r.phone, text);
  return (
    <section aria-label={`Mensagem do aceite para ${r.clientName}`} className="mt-3 space-y-2">
      <h4 className="text-sm text-ink-400">Mensagem do aceite</h4>
      <p className="rounded-2xl rounded-tl-sm border border-emerald-900/70 bg-emerald-950/40 px-3 py-2 text-sm whitespace-pre-wrap break-words">
        {text}
      </p>
      {draft && (
        <a
          href={draft}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-9 items-center gap-2 rounded-xl border border-ink-700 bg-ink-800 px-3 text-sm hover:bg-ink-700"
        >
          <MessageCircle size={16} aria-hidden /> Avisar pelo WhatsApp
        </a>
      )}
    </section>
  );
}
