import { phoneDigits } from '../../../shared/schemas/booking-request';

/** What an erased client's name becomes inside free text the artist wrote (a title, a body site). */
export const ERASED_MENTION = 'Cliente excluído';

// Portuguese (and a few foreign) particles: nobody is identified by 'da' or 'dos' alone.
const PARTICLES = new Set([
  'da',
  'das',
  'de',
  'di',
  'do',
  'dos',
  'du',
  'e',
  'del',
  'della',
  'der',
  'van',
  'von',
  'y',
]);

/**
 * tinta_fold (migration 0002) in JavaScript, one UTF-16 unit in, one out, so an index in the folded
 * text is the same index in the original: lower case, accents dropped.
 */
export function foldKeepingLength(text: string): string {
  let out = '';
  for (const unit of text.split('')) {
    const folded = unit
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    out += folded.length === 1 ? folded : unit;
  }
  return out;
}

/** The full name, then each of its parts that names someone (two letters or more, no particle). */
export function namePieces(fullName: string): string[] {
  const full = foldKeepingLength(fullName.trim().replace(/\s+/g, ' '));
  const parts = full.split(' ').filter((p) => p.length >= 2 && !PARTICLES.has(p));
  return [...new Set([full, ...parts])].filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * A Postgres regex for `tinta_fold(text) ~ …`: the folded full name as whole words ('Ana' never
 * matches 'Mariana' or 'semana'), null for an empty name (which would match everything).
 */
export function wholeNamePattern(fullName: string): string | null {
  const words = foldKeepingLength(fullName.trim()).split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `\\y${escaped.join('\\s+')}\\y`;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * The numbers that identify the client, as digits: the phone (national, and without the area code)
 * and the document. Found in text however they were typed ('41 93333-2222', '(41)93333.2222').
 */
export function identifyingNumbers(phone: string | null, document: string | null): string[] {
  const national = phone ? phoneDigits(phone) : '';
  const local = national.length >= 10 ? national.slice(2) : '';
  const doc = document ? document.replace(/\D/g, '') : '';
  return [...new Set([national, local, doc])]
    .filter((d) => d.length >= 6)
    .sort((a, b) => b.length - a.length);
}

/**
 * Every whole-word occurrence of a piece (case and accents ignored) replaced by 'Cliente excluído';
 * longer pieces first, so 'Ana Souza' becomes one mention, not two. `numbers` (digits) are replaced
 * wherever they appear with any separators between the digits (and a +55 before a phone).
 */
export function redactName(text: string, pieces: string[], numbers: string[] = []): string {
  let result = text;
  for (const digits of numbers) {
    const spaced = digits.split('').join('[\\s().\\/-]*');
    const pattern = new RegExp(`(?<!\\d)(?:\\+?55[\\s().-]*)?\\(?${spaced}(?!\\d)`, 'g');
    result = result.replace(pattern, ERASED_MENTION);
  }
  for (const piece of pieces.filter(Boolean)) {
    let from = 0;
    for (;;) {
      const folded = foldKeepingLength(result);
      const at = folded.indexOf(piece, from);
      if (at < 0) break;
      const end = at + piece.length;
      if (isWordChar(folded[at - 1]) || isWordChar(folded[end])) {
        from = at + 1;
        continue;
      }
      result = result.slice(0, at) + ERASED_MENTION + result.slice(end);
      from = at + ERASED_MENTION.length;
    }
  }
  return result;
}
