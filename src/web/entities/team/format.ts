import type { InvitationStatus } from '../../../shared/enums';
import { formatDayBR, toIsoDay } from '../../../shared/time';
import type { BadgeTone } from '../../components/ui/badge';
import { onFirstUse } from '../../lib/on-first-use';

const percentFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }));

/** 50 → '50%', 33.33 → '33,33%' (percentages are not money: privacy mode leaves them alone). */
export const formatPercentage = (value: number) => {
  return `${percentFormat().format(value)}%`;
};

/** An API instant as the São Paulo day, DD/MM/AAAA. */
export const formatDate = (iso: string) => formatDayBR(toIsoDay(new Date(iso)));

export const invitationStatusLabels: Record<InvitationStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceito',
  expired: 'Expirado',
  cancelled: 'Cancelado',
};

export const invitationStatusTones: Record<InvitationStatus, BadgeTone> = {
  pending: 'amber',
  accepted: 'emerald',
  expired: 'neutral',
  cancelled: 'rose',
};

/** Copies with the Clipboard API; false when the browser refuses (insecure context, no permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
