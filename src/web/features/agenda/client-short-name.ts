/** Words Brazilian names join with, never a surname's initial ('Maria da Silva' → 'Maria S.'). */
const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e', 'y']);

/** Longer than this, a name in a calendar cell becomes first name + last surname's initial. */
const SHORT_ENOUGH = 10;

/**
 * A client's name as a calendar cell has room for: as typed when short ('Ana Souza'), else the first
 * name and the last surname's initial ('Fernanda Oliveira Santos' → 'Fernanda S.').
 */
export function shortClientName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const full = words.join(' ');
  if (full.length <= SHORT_ENOUGH || words.length < 2) return full;
  const surname = [...words.slice(1)].reverse().find((w) => !PARTICLES.has(w.toLowerCase()));
  // By code point: an initial is never half of an accented or astral character.
  return surname ? `${words[0]} ${[...surname][0]!.toUpperCase()}.` : words[0]!;
}
