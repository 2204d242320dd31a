import { dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '../../shared/errors';
import { DomainError } from '../domain/errors';

/**
 * Brazilian classics the (English-leaning) list misses. Lowercase; compared case-insensitively.
 */
const brazilian = [
  'senha',
  'senha1',
  'senha12',
  'senha123',
  'senha1234',
  'senha12345',
  'minhasenha',
  'mudar123',
  'mudar@123',
  'trocar123',
  'brasil',
  'brasil123',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'cruzeiro',
  'tatuagem',
  'tattoo',
  'tattoo123',
  'tinta',
  'tinta123',
  'jesus',
  'jesus123',
  'deusefiel',
  'amor123',
  'teamo',
  'qwe123',
  'abc123',
];

let common: Set<string> | undefined;

/** ~49k passwords from zxcvbn-ts' common list plus pt-BR ones, built on first use and kept. */
function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary['passwords-common'].map((p) => String(p).toLowerCase()), ...brazilian]);
  return common;
}

/** Whether `password` is one the first guesses of any attacker would try (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a common password with 'Esta senha é muito comum. Escolha outra.' (400). Server-side only:
 * the list is far too big for the browser bundle. `field` names the form field for the message.
 * Used by sign-up, reset, change-password (domain/auth/) and invitation sign-up.
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new DomainError('PASSWORD_TOO_COMMON', { [field]: messages.passwordTooCommon });
  }
}
