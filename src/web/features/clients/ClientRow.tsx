import { CalendarClock, CalendarDays, MessageCircle, Pencil, Phone, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { initials, instagramUrl, whatsappLink } from '../../../shared/links';
import type { Client } from '../../../shared/schemas/client';
import { formatDayBR, toIsoDay } from '../../../shared/time';
import { Badge } from '../../components/ui/badge';
import { PendingBadge } from '../../entities/offline-writes/PendingBadge';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';
import { InstagramIcon } from './InstagramIcon';

export const appointmentCountLabel = (n: number) => `${n} ${n === 1 ? 'agendamento' : 'agendamentos'}`;

const dayOf = (iso: string) => formatDayBR(toIsoDay(new Date(iso)));

/** The last session that happened (not cancelled), DD/MM/AAAA in São Paulo. */
function LastVisit({ iso }: { iso: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <CalendarDays size={13} aria-hidden />
      {iso ? `Última visita: ${dayOf(iso)}` : 'Sem visitas'}
    </span>
  );
}

/** The next session booked, when there is one: what the artist looks for before calling. */
function NextSession({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-sky-300">
      <CalendarClock size={13} aria-hidden />
      Próxima sessão: {dayOf(iso)}
    </span>
  );
}

// 44 px on phones (thumbs, gloves); a little tighter where there is a mouse.
const actionClass =
  'grid h-11 w-11 shrink-0 place-items-center rounded-xl text-ink-300 transition-colors hover:bg-ink-800 hover:text-ink-100 lg:h-9 lg:w-9';

export function ActionLink({
  href,
  label,
  rel,
  children,
}: {
  href: string;
  label: string;
  rel: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel={rel} aria-label={label} title={label} className={actionClass}>
      {children}
    </a>
  );
}

export function ActionButton({
  label,
  onClick,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(actionClass, danger && 'hover:bg-blood-900/40 hover:text-blood-300')}
    >
      {children}
    </button>
  );
}

/** How much a client comes and spends: the row's and the client page's line of figures. */
export function ClientFigures({ client }: { client: Client }) {
  return (
    <>
      <Badge tone="sky">{appointmentCountLabel(client.appointmentCount)}</Badge>
      <Badge tone="emerald">
        Total gasto: <Money cents={client.totalSpentCents} />
      </Badge>
      <LastVisit iso={client.lastVisit} />
      <NextSession iso={client.nextSession} />
    </>
  );
}

/** One client: who they are, how to reach them, how much they come and spend, and the row's actions. */
export function ClientRow({
  client,
  onOpen,
  onEdit,
  onDelete,
  readOnly = false,
}: {
  client: Client;
  onOpen: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  /** Another artist's client, in the studio's list: seen, not edited or deleted from here. */
  readOnly?: boolean;
}) {
  const { name, phone, instagram } = client;
  const whatsapp = phone ? whatsappLink(phone, name) : null;
  return (
    // Phones: avatar and contact, then the figures across the whole card, then the actions.
    // Wider screens: one line, actions on the right.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-y-1.5">
      <span
        aria-hidden
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-blood-600/20 font-semibold text-blood-300 sm:row-span-2"
      >
        {initials(name)}
      </span>
      <div className="min-w-0 self-center">
        {/* The name opens the client's page (sessions, payments, tasks). */}
        <button
          type="button"
          onClick={() => onOpen(client)}
          className="max-w-full truncate text-left font-medium underline-offset-4 hover:underline"
        >
          {name}
        </button>
        <PendingBadge id={client.id} className="ml-2 align-middle" />
        {(phone || instagram) && (
          <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-400">
            {phone && (
              <span className="inline-flex items-center gap-1.5">
                <Phone size={14} aria-hidden /> {phone}
              </span>
            )}
            {instagram && (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <InstagramIcon size={14} /> <span className="truncate">@{instagram}</span>
              </span>
            )}
          </p>
        )}
        {client.servedBy && client.servedBy.length > 0 && (
          <p className="mt-0.5 text-xs text-ink-400">Tatuadores: {client.servedBy.join(', ')}</p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-400 sm:col-span-1 sm:col-start-2 sm:row-start-2">
        <ClientFigures client={client} />
      </div>
      <div className="col-span-2 -mb-1 flex items-center justify-end gap-1 border-t border-ink-800 pt-2 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:mb-0 sm:self-center sm:border-0 sm:pt-0">
        {whatsapp && (
          <ActionLink href={whatsapp} rel="noopener" label={`WhatsApp de ${name}`}>
            <MessageCircle size={18} aria-hidden />
          </ActionLink>
        )}
        {instagram && (
          <ActionLink href={instagramUrl(instagram)} rel="noopener noreferrer" label={`Instagram de ${name}`}>
            <InstagramIcon size={18} />
          </ActionLink>
        )}
        {!readOnly && (
          <>
            <ActionButton label={`Editar ${name}`} onClick={() => onEdit(client)}>
              <Pencil size={18} aria-hidden />
            </ActionButton>
            <ActionButton label={`Excluir ${name}`} onClick={() => onDelete(client)} danger>
              <Trash2 size={18} aria-hidden />
            </ActionButton>
          </>
        )}
      </div>
    </li>
  );
}
