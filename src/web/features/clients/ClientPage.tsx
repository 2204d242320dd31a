import { ArrowLeft, CalendarPlus, ChevronRight, MessageCircle, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { paymentMethodLabels, taskPriorityLabels } from '../../../shared/enums';
import { initials, instagramUrl, whatsappLink } from '../../../shared/links';
import { CLIENT_HISTORY_LIMIT, type Client, type ClientDetail } from '../../../shared/schemas/client';
import { ageOn, formatDayBR, today } from '../../../shared/time';
import { Panel } from '../../components/panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { appointmentSlot } from '../../entities/appointments/appointment-time';
import { StatusBadge } from '../../entities/appointments/StatusBadge';
import { useAppointmentWorkflows } from '../../entities/appointments/use-appointment-workflows';
import { useClientDetail } from '../../entities/clients/queries';
import { useMe } from '../../entities/session/queries';
import { useAgendaArtists } from '../../entities/team/agenda-artists';
import { Money } from '../../lib/privacy';
import { ActionButton, ActionLink, ClientFigures } from './ClientRow';
import { InstagramIcon } from './InstagramIcon';

const older = `Mostrando os ${CLIENT_HISTORY_LIMIT} mais recentes.`;

/**
 * A client's page: contact, figures, sessions (each opens its actions), payments and open tasks.
 * The health record, the consent and the ficha come from their own features, through `panels`.
 */
/** The panels other features add to a client's page (composed in app/sections/ClientsSection). */
export type ClientPanels = (page: {
  client: ClientDetail['client'];
  appointments: ClientDetail['appointments'];
  /** The client was erased (LGPD): leave the page. */
  onErased: () => void;
}) => ReactNode;

export function ClientPage({
  id,
  onBack,
  onEdit,
  panels,
}: {
  id: string;
  onBack: () => void;
  onEdit: (client: Client) => void;
  panels?: ClientPanels;
}) {
  const detail = useClientDetail(id);
  const workflows = useAppointmentWorkflows();
  const d = detail.data;
  const me = useMe().data;
  // In a studio the owner and front desk see every artist's client: their own row is theirs to
  // edit and holds their records; another artist's is shown, with whose each session was.
  const artists = useAgendaArtists().data;
  const artistName = (id: string) => artists?.find((a) => a.userId === id)?.name;

  const back = (
    <Button variant="ghost" className="-ml-2" onClick={onBack}>
      <ArrowLeft size={18} aria-hidden /> Voltar para Clientes
    </Button>
  );
  if (detail.isError && !d) {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="text-sm text-red-300">
          {detail.error instanceof Error && 'status' in detail.error && detail.error.status === 404
            ? 'Cliente não encontrado'
            : 'Não foi possível carregar o cliente. Tente novamente.'}
        </p>
      </div>
    );
  }
  if (!d) {
    return (
      <div className="space-y-4">
        {back}
        <p role="status" className="text-sm text-ink-400">
          Carregando cliente...
        </p>
      </div>
    );
  }

  const { client } = d;
  const mine = !me || client.artistId === me.id;
  const whatsapp = client.phone ? whatsappLink(client.phone, client.name) : null;
  return (
    <div className="space-y-4 pb-10 lg:pb-0">
      {back}
      <section
        aria-labelledby="client-page-name"
        className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:p-5"
      >
        <span
          aria-hidden
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-blood-600/20 text-lg font-semibold text-blood-300"
        >
          {initials(client.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="client-page-name" className="text-lg font-semibold break-words">
            {client.name}
          </h2>
          <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-400">
            {client.phone && (
              <span className="inline-flex items-center gap-1.5">
                <Phone size={14} aria-hidden /> {client.phone}
              </span>
            )}
            {client.instagram && (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <InstagramIcon size={14} /> <span className="truncate">@{client.instagram}</span>
              </span>
            )}
          </p>
          <ClientIdentity client={client} />
          {client.servedBy && client.servedBy.length > 0 && (
            <p className="mt-1 text-xs text-ink-400">Tatuadores: {client.servedBy.join(', ')}</p>
          )}
        </div>
        <div className="flex w-full items-center gap-1 sm:w-auto">
          {client.phone && (
            <ActionLink
              href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
              rel="noopener"
              label={`Ligar para ${client.name}`}
            >
              <Phone size={18} aria-hidden />
            </ActionLink>
          )}
          {whatsapp && (
            <ActionLink href={whatsapp} rel="noopener" label={`WhatsApp de ${client.name}`}>
              <MessageCircle size={18} aria-hidden />
            </ActionLink>
          )}
          {client.instagram && (
            <ActionLink
              href={instagramUrl(client.instagram)}
              rel="noopener noreferrer"
              label={`Instagram de ${client.name}`}
            >
              <InstagramIcon size={18} />
            </ActionLink>
          )}
          {mine && (
            <ActionButton label={`Editar ${client.name}`} onClick={() => onEdit(client)}>
              <Pencil size={18} aria-hidden />
            </ActionButton>
          )}
          <Button
            className="ml-auto"
            onClick={() => workflows.openForm({ day: today(), client: { id: client.id, name: client.name } })}
          >
            <CalendarPlus size={18} aria-hidden /> Agendar
          </Button>
        </div>
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-400">
          <ClientFigures client={client} />
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Sessões">
          {d.appointments.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-400">Nenhuma sessão ainda</p>
          ) : (
            <ul className="divide-y divide-ink-800" aria-label={`Sessões de ${client.name}`}>
              {d.appointments.map((a) => {
                const { day, time } = appointmentSlot(a);
                return (
                  <li key={a.id}>
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => workflows.openActions(a)}
                      className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-ink-850 active:bg-ink-800"
                    >
                      <span className="w-20 shrink-0 tabular-nums">
                        <span className="block text-sm font-semibold">{formatDayBR(day)}</span>
                        <span className="block text-xs text-ink-400">{time}</span>
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 break-words">{a.title}</span>
                        {me && a.artistId !== me.id && (
                          <span className="block text-xs text-ink-400">{artistName(a.artistId)}</span>
                        )}
                      </span>
                      <span className="flex shrink-0 flex-col items-end gap-1">
                        <Money
                          cents={
                            a.isTattooFinished
                              ? (a.finalValueCents ?? a.agreedValueCents)
                              : a.agreedValueCents
                          }
                          className="text-sm tabular-nums"
                        />
                        <StatusBadge appointment={a} />
                      </span>
                      <ChevronRight size={18} className="shrink-0 text-ink-400" aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {d.moreAppointments && <p className="pt-2 text-xs text-ink-400">{older}</p>}
        </Panel>

        <div className="space-y-4">
          {mine && panels?.({ client, appointments: d.appointments, onErased: onBack })}
          <Panel title="Pagamentos">
            {d.payments.length === 0 ? (
              <p className="py-6 text-center text-sm text-ink-400">Nenhum pagamento ainda</p>
            ) : (
              <ul className="divide-y divide-ink-800" aria-label={`Pagamentos de ${client.name}`}>
                {d.payments.map((p) => (
                  <li key={p.id} className="flex items-center gap-3 py-3">
                    <span className="w-20 shrink-0 text-sm tabular-nums">{formatDayBR(p.date)}</span>
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 break-words">{p.appointmentTitle}</span>
                      <span className="block text-xs text-ink-400">{paymentMethodLabels[p.method]}</span>
                    </span>
                    <Money
                      cents={p.amountCents}
                      className="shrink-0 text-sm font-medium text-emerald-300 tabular-nums"
                    />
                  </li>
                ))}
              </ul>
            )}
            {d.morePayments && <p className="pt-2 text-xs text-ink-400">{older}</p>}
          </Panel>

          <Panel title="Tarefas abertas">
            {d.openTasks.length === 0 ? (
              <p className="py-6 text-center text-sm text-ink-400">Nenhuma tarefa aberta</p>
            ) : (
              <ul className="divide-y divide-ink-800" aria-label={`Tarefas de ${client.name}`}>
                {d.openTasks.map((t) => (
                  <li key={t.id} className="flex items-center gap-3 py-3">
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 break-words">{t.title}</span>
                      {t.date && <span className="block text-xs text-ink-400">{formatDayBR(t.date)}</span>}
                    </span>
                    <Badge>{taskPriorityLabels[t.priority]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
      {workflows.dialogs}
    </div>
  );
}

/** Date of birth with the age today (São Paulo) and the document: what the consent and the ficha use. */
function ClientIdentity({ client }: { client: Client }) {
  if (!client.birthDate && !client.document) return null;
  const age = client.birthDate ? ageOn(client.birthDate, today()) : null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-400">
      {client.birthDate && (
        <span>
          Nascimento {formatDayBR(client.birthDate)} ({age} {age === 1 ? 'ano' : 'anos'})
        </span>
      )}
      {age !== null && age < 18 && <Badge tone="amber">Menor de idade</Badge>}
      {client.document && <span className="break-all">Documento {client.document}</span>}
    </p>
  );
}
