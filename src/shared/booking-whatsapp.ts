import { formatCents } from './money';

/**
 * The WhatsApp drafts the artist sends when answering a booking request (issue 14). Times are the
 * ISO strings the API gives (already São Paulo, -03:00). Only what the client needs: no notes, no
 * health data, money only where it is the point (the deposit).
 */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const dayOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const timeOf = (iso: string) => iso.slice(11, 16);

export function acceptedText(a: {
  clientName: string;
  start: string;
  depositCents: number;
  deadline: string | null;
  statusUrl: string;
}): string {
  const hello = `Olá ${firstName(a.clientName)}! Seu pedido foi aceito: sessão em ${dayOf(a.start)} às ${timeOf(a.start)}.`;
  if (a.depositCents <= 0) return `${hello}\nTe espero! Os detalhes estão aqui: ${a.statusUrl}`;
  const until = a.deadline ? ` até ${dayOf(a.deadline)} às ${timeOf(a.deadline)}` : '';
  return `${hello}\nPara confirmar, pague o sinal de ${formatCents(a.depositCents).replace(/\s/g, ' ')} por Pix${until}. O QR Code e o Pix copia e cola estão aqui: ${a.statusUrl}`;
}

export function proposedText(a: {
  clientName: string;
  start: string;
  message: string;
  statusUrl: string;
}): string {
  const note = a.message ? `\n${a.message}` : '';
  return `Olá ${firstName(a.clientName)}! Recebi seu pedido. Posso te atender em ${dayOf(a.start)} às ${timeOf(a.start)}. Fica bom para você?${note}\nResponda aqui para combinarmos.`;
}

export function declinedText(a: { clientName: string; message: string }): string {
  const note = a.message ? `\n${a.message}` : '';
  return `Olá ${firstName(a.clientName)}! Obrigado pelo seu pedido. Infelizmente não vou poder atender desta vez.${note}`;
}

export function depositReceivedText(a: { clientName: string; start: string }): string {
  return `Olá ${firstName(a.clientName)}! Recebi seu sinal, sua sessão de ${dayOf(a.start)} às ${timeOf(a.start)} está confirmada. Até lá!`;
}

/** A freed slot offered to a waitlisted client (issue 28): they confirm it on their own link. */
export function waitlistOfferText(a: { clientName: string; start: string; statusUrl: string }): string {
  return `Olá ${firstName(a.clientName)}! Abriu um horário no período que você pediu na lista de espera: ${dayOf(a.start)} às ${timeOf(a.start)}.\nSe quiser, confirme por este link (quem confirmar primeiro fica com o horário): ${a.statusUrl}`;
}

/** Taken off the waitlist by the artist. */
export function waitlistRemovedText(a: { clientName: string; message: string }): string {
  const note = a.message ? `\n${a.message}` : '';
  return `Olá ${firstName(a.clientName)}! Obrigado pela paciência. Não consegui abrir um horário no período que você pediu, então tirei seu nome da lista de espera.${note}`;
}
