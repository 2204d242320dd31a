import type { InkLot } from '../../../shared/schemas/session-record';
import { formatDayBR } from '../../../shared/time';

/** 'Preto Tribal · Preto — lote AB-123' */
export const inkName = (l: Pick<InkLot, 'product' | 'color' | 'lot'>) =>
  `${l.product}${l.color ? ` · ${l.color}` : ''} — lote ${l.lot}`;

export const expiryText = (l: Pick<InkLot, 'expiresOn'>, onDay: string) =>
  l.expiresOn < onDay ? `Vencido em ${formatDayBR(l.expiresOn)}` : `Validade ${formatDayBR(l.expiresOn)}`;
