import { z } from 'zod';
import { cancellationPolicySchema, type VersionedPolicy } from '../cancellation-policy';
import { tooLong } from '../errors';
import { normalizePixKey, type PixKeyType, pixKeyTypes } from '../pix';
import { isValidIsoDay, isValidTime } from '../time';
import { nationalPhoneDigits } from './booking-request';

/**
 * The artist's booking page settings (issue 14): the address, what the page says, when sessions
 * can be asked for, and the Pix key the deposit goes to. One contract for the form and the server.
 */
export const bookingMessages = {
  slugInvalid: 'Use de 3 a 40 letras minúsculas, números ou hífens (ex.: ana-tattoo)',
  slugTaken: 'Este endereço já está em uso. Escolha outro.',
  rangeInvalid: 'Horário inválido: o fim deve ser depois do início',
  rangesOverlap: 'Os horários de um mesmo dia não podem se sobrepor',
  lengthsRequired: 'Escolha ao menos uma duração de sessão',
  noticeInvalid: 'Antecedência mínima entre 0 e 720 horas',
  horizonInvalid: 'Agenda aberta de 1 a 365 dias à frente',
  dayOffInvalid: 'Data de folga inválida',
  pixKeyInvalid: 'Chave Pix inválida para o tipo escolhido',
  pixNameRequired: 'Informe o nome de quem recebe o Pix',
  pixCityRequired: 'Informe a cidade de quem recebe o Pix',
  holdInvalid: 'Prazo do sinal entre 1 e 168 horas',
  bioTooLong: 'A apresentação pode ter no máximo 500 caracteres',
  whatsappInvalid: 'Informe um WhatsApp com DDD (ex.: 11 91234-5678)',
} as const;

/** Addresses that would read as ours, not an artist's. */
const RESERVED_SLUGS = new Set(['admin', 'api', 'agendar', 'tinta', 'suporte', 'ajuda', 'pedido', 'novo']);

export const slugSchema = z
  .string({ error: bookingMessages.slugInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, bookingMessages.slugInvalid)
  .refine((s) => !s.includes('--') && !RESERVED_SLUGS.has(s), bookingMessages.slugInvalid);

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const rangeSchema = z
  .object({
    start: z.string().refine(isValidTime, bookingMessages.rangeInvalid),
    end: z.string().refine((t) => isValidTime(t) || t === '24:00', bookingMessages.rangeInvalid),
  })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), bookingMessages.rangeInvalid);

const dayRangesSchema = z
  .array(rangeSchema)
  .max(6)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    return sorted.every((r, i) => i === 0 || minutesOf(r.start) >= minutesOf(sorted[i - 1]!.end));
  }, bookingMessages.rangesOverlap);

/** The studio's address as typed ('' — none yet): the same limit the messages' form has. */
export const studioAddressSchema = z.string().trim().max(200, tooLong(200));

/** Session lengths an artist may offer: 30 min to 12 h, in half hours. */
export const offeredLengths = Array.from({ length: 24 }, (_, i) => (i + 1) * 30);

export const bookingSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    slug: slugSchema,
    bio: z.string().trim().max(500, bookingMessages.bioTooLong).default(''),
    /**
     * Where the studio is (issue 29): one value with the messages' {endereco} (`message_settings`),
     * shown on the client's link once a session is booked and in the calendars. Left out of a
     * save, it stays as it was.
     */
    address: studioAddressSchema.optional(),
    /** 'WhatsApp para os clientes' (optional): the button on the client's link. */
    whatsapp: z
      .string()
      .trim()
      .max(30, bookingMessages.whatsappInvalid)
      .default('')
      .refine((v) => v === '' || nationalPhoneDigits(v) !== null, bookingMessages.whatsappInvalid),
    weekly: z.array(dayRangesSchema).length(7),
    sessionLengths: z
      .array(
        z
          .number()
          .int()
          .refine((n) => offeredLengths.includes(n), bookingMessages.lengthsRequired),
      )
      .min(1, bookingMessages.lengthsRequired)
      .max(8)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    minNoticeHours: z
      .number({ error: bookingMessages.noticeInvalid })
      .int(bookingMessages.noticeInvalid)
      .min(0, bookingMessages.noticeInvalid)
      .max(720, bookingMessages.noticeInvalid),
    horizonDays: z
      .number({ error: bookingMessages.horizonInvalid })
      .int(bookingMessages.horizonInvalid)
      .min(1, bookingMessages.horizonInvalid)
      .max(365, bookingMessages.horizonInvalid),
    daysOff: z
      .array(z.string().refine(isValidIsoDay, bookingMessages.dayOffInvalid))
      .max(400)
      .transform((days) => [...new Set(days)].sort()),
    pixKeyType: z.enum(pixKeyTypes).nullable().default(null),
    pixKey: z.string().trim().max(77).default(''),
    pixName: z.string().trim().max(60).default(''),
    pixCity: z.string().trim().max(40).default(''),
    holdHours: z
      .number({ error: bookingMessages.holdInvalid })
      .int(bookingMessages.holdInvalid)
      .min(1, bookingMessages.holdInvalid)
      .max(168, bookingMessages.holdInvalid),
    /** The cancellation policy the page offers (issue 28); null: none — no self-service on the link. */
    policy: cancellationPolicySchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.pixKeyType) return;
    if (!normalizePixKey(v.pixKeyType as PixKeyType, v.pixKey))
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: bookingMessages.pixKeyInvalid });
    if (!v.pixName)
      ctx.addIssue({ code: 'custom', path: ['pixName'], message: bookingMessages.pixNameRequired });
    if (!v.pixCity)
      ctx.addIssue({ code: 'custom', path: ['pixCity'], message: bookingMessages.pixCityRequired });
  });
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
/** What GET /api/booking/settings answers: the settings, always with the address, and whether they were ever saved. */
export type SavedBookingSettings = BookingSettings & { address: string; saved: boolean };

/** What an artist starts from: Tuesday to Saturday, 10–13 h and 14–19 h, 2 h and 4 h sessions. */
export function defaultBookingSettings(slug: string): BookingSettings {
  const workday = [
    { start: '10:00', end: '13:00' },
    { start: '14:00', end: '19:00' },
  ];
  return {
    enabled: false,
    slug,
    bio: '',
    address: '',
    weekly: [[], [], workday, workday, workday, workday, [{ start: '10:00', end: '16:00' }]],
    sessionLengths: [120, 240],
    minNoticeHours: 48,
    horizonDays: 90,
    daysOff: [],
    pixKeyType: null,
    pixKey: '',
    pixName: '',
    pixCity: '',
    holdHours: 24,
    whatsapp: '',
    policy: null,
  };
}

/** The public page's header: nothing but what the artist chose to show. */
export interface PublicBookingPage {
  slug: string;
  artistName: string;
  bio: string;
  sessionLengths: number[];
  /** How far ahead the agenda is open (the waitlist's window ends within it). */
  horizonDays: number;
  /** A studio owner's page also lists the studio's artists whose pages are open (name and address only). */
  artists: { name: string; slug: string }[];
  /** The cancellation policy the client accepts before sending (its version is sent with the request). */
  policy: VersionedPolicy | null;
}

export const publicSlotsQuerySchema = z.object({
  length: z.coerce
    .number()
    .int()
    .refine((n) => offeredLengths.includes(n), bookingMessages.lengthsRequired),
});

/** Free starts of one session length: São Paulo day and time, nothing about anyone's bookings. */
export interface PublicSlots {
  length: number;
  slots: { day: string; time: string }[];
}
