/**
 * SPEC §5: non-digits stripped, 55 (Brazil) prefixed when missing; text 'Olá {name}! Tudo bem?'.
 * A national number has at most 11 digits (DDD + 9), so '55 99999-1234' (DDD 55, Rio Grande do Sul)
 * still gets the country code; only 12+ digits starting with 55 already carry it.
 */
export function whatsappLink(phone: string, name: string): string | null {
  return whatsappDraft(phone, `Olá ${name}! Tudo bem?`);
}

/** A wa.me link that opens the chat with `text` typed in (the person still taps send). */
export function whatsappDraft(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return null;
  const number = digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The address on Google Maps (a search: the artist checks it points to the studio, the client finds the way). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}

/** First two initials: 'Ana Maria Souza' → 'AM', 'Léo' → 'L'. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase('pt-BR'))
    .join('');
}
