import { formatDayBR } from '../../../shared/time';

/** '2026-11-28T10:00:00-03:00' (São Paulo, as the API sends) → '28/11/2026 às 10:00'. */
export const whenBR = (iso: string) => `${formatDayBR(iso.slice(0, 10))} às ${iso.slice(11, 16)}`;

/** The link the client follows, absolute (it goes into a WhatsApp message). */
export const absolute = (path: string) => `${window.location.origin}${path}`;
