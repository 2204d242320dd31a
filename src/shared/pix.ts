import { centsToDecimal } from './money';
/**
 * Static Pix BR Codes ("copia e cola"): the EMV Merchant-Presented payload a bank app reads, built
 * from the artist's Pix key, name and city, with the deposit amount and a txid fixed in it. No bank
 * or PSP is involved; a person confirms the money arrived. Field layout: ../shared/BRAZIL.md.
 */

export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Brazilian CPF/CNPJ check digits (mod 11 with the given weights). */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
}

/**
 * The key as the Pix directory (DICT) stores it, or null when it is not a valid key of that type:
 * CPF/CNPJ as digits, e-mail in lower case (≤ 77 characters), a mobile phone as +55 with its
 * two-digit area code and 9 digits (a landline's 8 accepted too), a random key (EVP) as a lower-case UUID.
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case 'cpf':
      return /^[\d.\-\s]+$/.test(value) && isValidCpf(value) ? digitsOf(value) : null;
    case 'cnpj':
      return /^[\d./\-\s]+$/.test(value) && isValidCnpj(value) ? digitsOf(value) : null;
    case 'email': {
      const email = value.toLowerCase();
      return email.length <= 77 && /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(email) ? email : null;
    }
    case 'phone': {
      if (!/^[+\d()\-\s]+$/.test(value)) return null;
      let d = digitsOf(value);
      // With the country code: 55 + area code + 8 or 9 digits (a national number is 10 or 11).
      if ((d.length === 13 || d.length === 12) && d.startsWith('55')) d = d.slice(2);
      // Area codes run 11–99; mobiles have 9 digits starting with 9.
      const areaOk = /^[1-9][1-9]/.test(d);
      const mobile = d.length === 11 && d[2] === '9';
      const landline = d.length === 10 && /[2-5]/.test(d[2] ?? '');
      return areaOk && (mobile || landline) ? `+55${d}` : null;
    }
    case 'random': {
      const key = value.toLowerCase();
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) ? key : null;
    }
  }
}

/** Accents and anything outside plain printable ASCII removed (bank apps read only that). */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A txid banks accept: up to 25 letters and digits. */
export function pixTxid(value: string): string {
  const txid = value.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  return txid || '***';
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`Pix field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface StaticPixInput {
  /** A normalized key (`normalizePixKey`). */
  key: string;
  /** Receiver name: at most 25 characters, accents removed. */
  name: string;
  /** Receiver city: at most 15 characters, accents removed. */
  city: string;
  /** Fixed amount; absent lets the payer type it. */
  amountCents?: number;
  /** Shown in statements where the bank shows it: up to 25 letters and digits. */
  txid?: string;
  /** A short message for the payer's app (cut so the account field fits its 99 characters). */
  message?: string;
}

/** The "copia e cola" text of a static Pix code. */
export function buildStaticPix(input: StaticPixInput): string {
  if (input.amountCents !== undefined && (!Number.isInteger(input.amountCents) || input.amountCents <= 0))
    throw new Error('Pix amount must be a positive whole number of cents');
  const gui = field('00', 'br.gov.bcb.pix');
  const key = field('01', input.key);
  const room = 99 - gui.length - key.length - 4;
  const message = input.message ? pixText(input.message, Math.min(room, 72)) : '';
  const account = gui + key + (message ? field('02', message) : '');
  const amount = input.amountCents === undefined ? '' : field('54', centsToDecimal(input.amountCents));
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', pixText(input.name, 25) || 'Recebedor') +
    field('60', pixText(input.city, 15) || 'Brasil') +
    field('62', field('05', pixTxid(input.txid ?? ''))) +
    '6304';
  return body + crc16(body);
}
