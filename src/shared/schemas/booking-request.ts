import { z } from 'zod';
import type { VersionedPolicy } from '../cancellation-policy';
import { bookingRequestStatuses, dayPeriodLabels, dayPeriods } from '../enums';
import { tooLong } from '../errors';
import { formatDayBR, isValidIsoDay, isValidTime } from '../time';
import { centsSchema } from './fields';

/**
 * A client's request on `/agendar/{slug}` and the artist's answers (issue 14). One contract for the
 * public page, the artist's screens and the server.
 */
export const requestMessages = {
  nameRequired: 'Informe seu nome',
  phoneInvalid: 'Informe um WhatsApp com DDD (ex.: 11 91234-5678)',
  ideaRequired: 'Conte sua ideia para a tatuagem',
  placementRequired: 'Informe o local do corpo',
  sizeRequired: 'Informe o tamanho aproximado',
  slotsRequired: 'Escolha ao menos um horário',
  slotsTooMany: 'Escolha no máximo 3 horários',
  slotGone: 'Um dos horários escolhidos não está mais livre. Escolha outro.',
  consentRequired: 'Para enviar, autorize o contato pelo WhatsApp',
  imageType: 'Envie imagens JPEG, PNG ou WebP',
  imageTooLarge: 'Cada imagem pode ter no máximo 5 MB',
  imagesTooMany: 'Envie no máximo 3 imagens',
  imageUnreadable: 'Não conseguimos abrir esta imagem. Envie uma foto JPEG, PNG ou WebP.',
  imageTooManyPixels: 'Esta imagem é grande demais. Envie uma foto de até 40 megapixels.',
  dateRequired: 'Escolha a data e o horário',
  depositTooLarge: 'O sinal não pode ser maior que o valor da sessão',
  pixMissing: 'Cadastre sua chave Pix na Página de agendamento para pedir o sinal',
  waitFromInvalid: 'Escolha a partir de quando você pode',
  waitToInvalid: 'A data final deve ser igual ou depois da inicial',
  waitPeriodsRequired: 'Escolha ao menos um período do dia',
  waitOutside: 'Escolha datas entre hoje e o fim da agenda aberta',
} as const;

export const MAX_REQUEST_IMAGES = 3;
export const MAX_REQUEST_IMAGE_BYTES = 5 * 1024 * 1024;

/** Brazilian numbers: DDD + 8 or 9 digits, with or without +55. Kept as the 10–11 national digits. */
export function nationalPhoneDigits(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (digits[0] === '0' || digits[1] === '0') return null;
  return digits;
}

/** A phone as digits to match on: the national ones when it is a Brazilian number, else all of them. */
export const phoneDigits = (raw: string): string => nationalPhoneDigits(raw) ?? raw.replace(/\D/g, '');

/** '11912345678' → '(11) 91234-5678'. */
export function formatPhone(digits: string): string {
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  const cut = rest.length - 4;
  return `(${ddd}) ${rest.slice(0, cut)}-${rest.slice(cut)}`;
}

export const slotChoiceSchema = z.object({
  day: z.string().refine(isValidIsoDay, requestMessages.slotsRequired),
  time: z.string().refine(isValidTime, requestMessages.slotsRequired),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** The form's text: sent as the `data` field of the multipart body, images as `images` files. */
export const bookingRequestSchema = z.object({
  name: z
    .string({ error: requestMessages.nameRequired })
    .trim()
    .min(2, requestMessages.nameRequired)
    .max(80, tooLong(80)),
  phone: z
    .string({ error: requestMessages.phoneInvalid })
    .max(30, requestMessages.phoneInvalid)
    .refine((v) => nationalPhoneDigits(v) !== null, requestMessages.phoneInvalid)
    .transform((v) => nationalPhoneDigits(v)!),
  instagram: z
    .string()
    .trim()
    .max(40, tooLong(40))
    .default('')
    .transform((v) => v.replace(/^@+/, '')),
  idea: z
    .string({ error: requestMessages.ideaRequired })
    .trim()
    .min(3, requestMessages.ideaRequired)
    .max(1000, tooLong(1000)),
  placement: z
    .string({ error: requestMessages.placementRequired })
    .trim()
    .min(2, requestMessages.placementRequired)
    .max(80, tooLong(80)),
  size: z
    .string({ error: requestMessages.sizeRequired })
    .trim()
    .min(1, requestMessages.sizeRequired)
    .max(40, tooLong(40)),
  length: z.number().int(),
  slots: z
    .array(slotChoiceSchema, { error: requestMessages.slotsRequired })
    .min(1, requestMessages.slotsRequired)
    .max(3, requestMessages.slotsTooMany),
  consent: z.literal(true, { error: requestMessages.consentRequired }),
  /** Honeypot: hidden from people; a bot that fills it gets a success that stores nothing. */
  website: z.string().max(500).default(''),
  /** The cancellation policy version the client accepted (required when the page has one). */
  policyVersion: z.number().int().positive().nullable().default(null),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** 'Cancelar sessão' on the link: what the client was shown about the deposit when they confirmed. */
// Sent without a body by an older page: no expectation.
export const cancelSessionSchema = z.object({ expectRefund: z.boolean().optional() }).nullish();

/** When no slot suits: the days and parts of the day the client could come (issue 28, waitlist). */
export const waitWindowSchema = z
  .object({
    from: z
      .string({ error: requestMessages.waitFromInvalid })
      .refine(isValidIsoDay, requestMessages.waitFromInvalid),
    to: z
      .string({ error: requestMessages.waitToInvalid })
      .refine(isValidIsoDay, requestMessages.waitToInvalid),
    periods: z
      .array(z.enum(dayPeriods), { error: requestMessages.waitPeriodsRequired })
      .min(1, requestMessages.waitPeriodsRequired)
      .max(3)
      .transform((list) => dayPeriods.filter((p) => list.includes(p))),
  })
  .refine((w) => w.to >= w.from, { path: ['to'], message: requestMessages.waitToInvalid });
export type WaitWindow = z.output<typeof waitWindowSchema>;

/** '28/11/2026 a 05/12/2026, manhã ou tarde': the window as the artist's notice and the client's link say it. */
export function describeWindow(w: WaitWindow): string {
  const days = w.from === w.to ? formatDayBR(w.from) : `${formatDayBR(w.from)} a ${formatDayBR(w.to)}`;
  const periods = w.periods.map((p) => dayPeriodLabels[p].toLowerCase());
  return `${days}, ${periods.length > 1 ? `${periods.slice(0, -1).join(', ')} ou ${periods.at(-1)}` : periods[0]}`;
}

/** Joining the waitlist: the request's fields without chosen slots, with the window instead. */
export const waitlistRequestSchema = bookingRequestSchema
  .omit({ slots: true })
  .extend({ wait: waitWindowSchema });
export type WaitlistRequestInput = z.input<typeof waitlistRequestSchema>;

/** What the page answers after sending: where the client follows the request. */
export interface BookingRequestCreated {
  token: string;
}

/** Status of a request as its client sees it (`/agendar/{slug}/pedido/{token}`). */
export interface PublicRequestStatus {
  artistName: string;
  slug: string;
  /** pendente | proposto | aceito | recusado | expirado, plus confirmado/cancelado once accepted. */
  state:
    | 'pendente'
    | 'proposto'
    | 'aguardando_sinal'
    | 'confirmado'
    | 'recusado'
    | 'expirado'
    | 'sem_resposta'
    | 'cancelado'
    | 'espera';
  clientName: string;
  preferred: string[];
  /** The session's start (accepted) or the artist's proposal, ISO with -03:00. */
  start: string | null;
  lengthMinutes: number;
  message: string | null;
  depositDueCents: number;
  /** The deposit received so far (confirmed sessions say 'Sinal recebido'). */
  depositPaidCents: number;
  depositDeadline: string | null;
  pix: { code: string; qrSvg: string } | null;
  /** The cancellation policy the client accepted with the request (issue 28); null: none. */
  policy: VersionedPolicy | null;
  /** Where the session is (issue 29): the studio's address once a session is booked; null — none set. */
  address: string | null;
  /**
   * The artist's WhatsApp as wa.me wants it (digits, 55 first) for 'Falar no WhatsApp' once the
   * artist has answered; null — no phone of theirs known (their Pix key is the one phone kept).
   */
  whatsapp: string | null;
  /** What the client may do on their link now (a booked session ahead; a policy for moves and cancels). */
  actions: {
    calendar: boolean;
    reschedulesLeft: number;
    rescheduleUntil: string | null;
    cancel: boolean;
    /** 'Já paguei' is offered: a deposit is due on the static code (no bank connected). */
    claimDeposit: boolean;
    /** A cancel now gives the deposit back (the policy's deadline not passed). */
    refundOnCancel: boolean;
    refundUntil: string | null;
  };
  /** The client cancelled from the link; `refund`: the policy gave the deposit back (null: none was paid). */
  clientCancel: { refund: boolean | null } | null;
  /** 'Já paguei' was sent (no bank connected) — the artist checks it. */
  depositClaimedAt: string | null;
  /** On the waitlist: the window, and the freed slots offered to it (first to confirm takes one). */
  wait: WaitWindow | null;
  offers: { id: string; start: string }[];
}

export const noActions: PublicRequestStatus['actions'] = {
  calendar: false,
  reschedulesLeft: 0,
  rescheduleUntil: null,
  cancel: false,
  claimDeposit: false,
  refundOnCancel: false,
  refundUntil: null,
};

/** A request in the artist's inbox. */
export const bookingRequestRowSchema = z.object({
  id: z.string(),
  /** Whose inbox: the artist chosen on the page (a studio's owner and front desk see every one). */
  artistId: z.string(),
  artistName: z.string(),
  status: z.enum(bookingRequestStatuses),
  clientName: z.string(),
  phone: z.string(),
  instagram: z.string().nullable(),
  idea: z.string(),
  placement: z.string(),
  size: z.string(),
  lengthMinutes: z.number().int(),
  preferredStarts: z.array(z.string()),
  proposedStart: z.string().nullable(),
  artistMessage: z.string().nullable(),
  appointmentId: z.string().nullable(),
  createdAt: z.string(),
  imageIds: z.array(z.string()),
  /** The client's status page (carries the secret token: only the artist and the client see it). */
  statusUrl: z.string(),
  deposit: z
    .object({
      dueCents: z.number().int(),
      paidCents: z.number().int(),
      deadline: z.string().nullable(),
      appointmentStatus: z.string(),
      startTime: z.string(),
      /** 'Já paguei' on the client's link (issue 28): when they said the Pix was sent. */
      claimedAt: z.string().nullable(),
      /** They attached the receipt (GET /api/booking/requests/:id/receipt). */
      receipt: z.boolean(),
    })
    .nullable(),
  /** A waitlist request's window (days and parts of the day) instead of chosen times; null otherwise. */
  wait: z.object({ from: z.string(), to: z.string(), periods: z.array(z.enum(dayPeriods)) }).nullable(),
  /**
   * On the waitlist: the freed slots still open that suit it (up to {@link MAX_LISTED_OFFERS}, soonest
   * first) — what the artist offers by WhatsApp; the client confirms on their link.
   */
  offers: z.array(z.object({ id: z.string(), start: z.string() })),
});
export type BookingRequestRow = z.infer<typeof bookingRequestRowSchema>;

const when = {
  date: z.string({ error: requestMessages.dateRequired }).refine(isValidIsoDay, requestMessages.dateRequired),
  time: z.string({ error: requestMessages.dateRequired }).refine(isValidTime, requestMessages.dateRequired),
};

/** 'Aceitar': the session (slot, length, title), its value and the deposit asked by Pix. */
export const acceptRequestSchema = z
  .object({
    ...when,
    durationMinutes: z.number().int().min(15).max(720),
    title: z.string().trim().min(1, 'Informe o título').max(160, tooLong(160)),
    valueCents: centsSchema(),
    depositCents: centsSchema(),
    holdHours: z
      .number({ error: 'Prazo do sinal entre 1 e 168 horas' })
      .int('Prazo do sinal entre 1 e 168 horas')
      .min(1, 'Prazo do sinal entre 1 e 168 horas')
      .max(168, 'Prazo do sinal entre 1 e 168 horas'),
  })
  .refine((v) => v.valueCents === 0 || v.depositCents <= v.valueCents, {
    path: ['depositCents'],
    message: requestMessages.depositTooLarge,
  });
export type AcceptRequestInput = z.input<typeof acceptRequestSchema>;

/** 'Propor outro horário'. */
export const proposeRequestSchema = z.object({
  ...when,
  message: z.string().trim().max(500, tooLong(500)).default(''),
});
export type ProposeRequestInput = z.input<typeof proposeRequestSchema>;

/** 'Recusar'. */
export const declineRequestSchema = z.object({
  message: z.string().trim().max(500, tooLong(500)).default(''),
});
export type DeclineRequestInput = z.input<typeof declineRequestSchema>;

/**
 * The inbox's tabs. 'espera': the waitlist, oldest first (issue 28). 'spam': what came past the
 * page's normal volume from a repeat sender.
 */
export const requestBoxes = ['novos', 'espera', 'aceitos', 'encerrados', 'spam'] as const;

/** The freed slots listed under each waitlisted client in the inbox. */
export const MAX_LISTED_OFFERS = 5;
export type RequestBox = (typeof requestBoxes)[number];

export const requestListQuerySchema = z.object({
  box: z.enum(requestBoxes).default('novos'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

export interface RequestList {
  items: BookingRequestRow[];
  nextCursor: string | null;
  /** Requests still waiting for an answer (the tab's and the dashboard's count); Spam not included. */
  openCount: number;
  /** Unanswered requests in the Spam folder (expired ones stay listed there, uncounted). */
  spamCount: number;
  /** Clients on the waitlist (not counted as open: nothing is asked of the artist until a slot frees). */
  waitCount: number;
  /** Whether the artist has a booking page at all (the empty inbox says how to open one). */
  hasPage: boolean;
  pageEnabled: boolean;
  /** The page's address, to share. */
  slug: string | null;
}
