import { z } from 'zod';
import { DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES, MIN_DURATION_MINUTES } from '../duration';
import { appointmentStatuses, paymentMethods } from '../enums';
import { messages, tooLong } from '../errors';
import {
  centsSchema,
  isoDaySchema,
  optionalText,
  paymentReceiverSchema,
  positiveCentsSchema,
  timeSchema,
} from './fields';
import { installmentsFit, installmentsSchema, MAX_PAYMENT_LINES, paymentLineSchema } from './payment-line';

/** An appointment as the API answers it (SPEC §3; money in cents, start_time ISO with -03:00). */
export const appointmentSchema = z.object({
  id: z.string(),
  /** Whose agenda it is on: the artist doing the session (in a studio, maybe not the one asking). */
  artistId: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  title: z.string(),
  startTime: z.string(),
  agreedValueCents: z.number().int(),
  finalValueCents: z.number().int().nullable(),
  /** Deposits received and not given back (sinal minus estorno). */
  depositCents: z.number().int(),
  /** A booking hold: the deposit asked (0: none) and until when it is awaited. */
  depositDueCents: z.number().int(),
  depositDeadline: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(appointmentStatuses),
  isChecked: z.boolean(),
  isTattooFinished: z.boolean(),
  durationMinutes: z.number().int(),
  /** Cancelled because the client did not come ('Cliente faltou'): the deposit stays (issue 28). */
  noShow: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

// Kept free of zod, so a screen that only shows appointments does not load the schemas.
export { appointmentBadge } from '../appointment-badge';

const required = messages.appointmentRequired;

// Defined without zod (../duration): the agenda's saves need the default without the schemas.
export { DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES, MIN_DURATION_MINUTES };

/** The lengths the form offers: every 30 min up to 4 h, then every hour up to 12 h. */
export const durationChoices: readonly number[] = [
  30, 60, 90, 120, 150, 180, 210, 240, 300, 360, 420, 480, 540, 600, 660, 720,
];

// Kept free of zod, for the public booking page.
export { formatDuration } from '../duration';

/**
 * The appointment form (SPEC §5). The client is an existing `clientId`, or a newly typed
 * `clientName` (the server then reuses a client with that name or registers a new one).
 */
export const appointmentFieldsSchema = z.object({
  /** On create only: the id the browser chose, so a save replayed from the offline queue never duplicates. */
  id: z.uuid().optional(),
  /**
   * 'Tatuador': whose agenda the session goes on. Only a studio's owner and front desk may name
   * another member; left out, it is the one saving (or, on an edit, stays where it is).
   */
  artistId: z.string().max(100).nullish(),
  clientId: z.uuid({ error: required }).nullish(),
  clientName: z.string({ error: required }).trim().max(120, tooLong(120)).nullish(),
  title: z.string({ error: required }).trim().min(1, required).max(160, tooLong(160)),
  date: isoDaySchema(required),
  time: timeSchema(required),
  /** Integer cents; blank in the form is 0 (SPEC §5). */
  agreedValueCents: centsSchema().default(0),
  notes: optionalText(2000),
  durationMinutes: z
    .number({ error: messages.invalidDuration })
    .int(messages.invalidDuration)
    .min(MIN_DURATION_MINUTES, messages.invalidDuration)
    .max(MAX_DURATION_MINUTES, messages.invalidDuration)
    .default(DEFAULT_DURATION_MINUTES),
  /**
   * The form's first save asks the server to refuse (409 APPOINTMENT_OVERLAP) a session that
   * overlaps another; after the artist confirms it saves again without it. Other writers (the
   * offline queue replaying a confirmed save, imports) book as told.
   */
  warnOnOverlap: z.boolean().default(false),
});

export const appointmentInputSchema = appointmentFieldsSchema.refine(
  (v) => Boolean(v.clientId) || Boolean(v.clientName),
  { error: required, path: ['clientName'] },
);
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** Days `from`..`to` inclusive (the agenda asks for its 42-day grid, the day modal for one day). */
export const appointmentRangeSchema = z
  .object({ from: isoDaySchema('Data inválida'), to: isoDaySchema('Data inválida') })
  .refine((r) => r.from <= r.to, { error: 'Período inválido', path: ['to'] });

export const finalizeSchema = z
  .object({
    /**
     * What is received now: the rest, after any deposit. Zero only when a deposit covered it all —
     * the server checks that (FINALIZE_AMOUNT_REQUIRED).
     */
    amountCents: centsSchema(messages.paymentAmountPositive),
    /**
     * The deposit the form showed when it computed the rest: if another device recorded or undid one
     * meanwhile, Finalizar is refused (FINALIZE_DEPOSIT_CHANGED) instead of charging the deposit twice.
     */
    depositCents: z.number().int().min(0).optional(),
    method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida' }).default('pix'),
    /** 'Crédito em 3x': the whole amount as one payment in 3 installments (credit card only). */
    installments: installmentsSchema.default(1),
    /** The day the money came in; absent = {@link defaultPaymentDay}. Never after today (server-checked). */
    date: isoDaySchema(messages.invalidPaymentDate).optional(),
    /** Who received the money (a studio's repasse nets on it); absent = 'estudio'. */
    receivedBy: paymentReceiverSchema.optional(),
    /**
     * 'Dividir pagamento' (issue 29): the other ways the same session was paid, each its own payment
     * beside the first line (amountCents, method, installments). Absent or empty: SPEC's one payment.
     */
    splits: z
      .array(paymentLineSchema)
      .max(MAX_PAYMENT_LINES - 1, messages.tooManyPaymentLines)
      .default([]),
  })
  .refine(installmentsFit, { error: messages.installmentsCreditOnly, path: ['installments'] })
  // Split, every line is money received: the first one too.
  .refine((v) => (v.splits?.length ?? 0) === 0 || v.amountCents >= 1, {
    error: messages.paymentAmountPositive,
    path: ['amountCents'],
  });

/**
 * The payment day 'Finalizar' proposes: a session already past was most likely paid on its own day
 * (an October session finalized in November is October income); one today or later is paid today.
 */
export function defaultPaymentDay(appointmentDay: string, todayDay: string): string {
  return appointmentDay < todayDay ? appointmentDay : todayDay;
}
export type FinalizeInput = z.input<typeof finalizeSchema>;

/** 'Registrar sinal': a deposit received for a session that has not happened yet. */
export const depositSchema = z.object({
  amountCents: positiveCentsSchema(messages.paymentAmountPositive, messages.paymentAmountPositive),
  method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida' }).default('pix'),
  /** The day it arrived; absent = today. Never after today (server-checked). */
  date: isoDaySchema(messages.invalidPaymentDate).optional(),
  /** Who received the money; absent = 'estudio'. */
  receivedBy: paymentReceiverSchema.optional(),
});
export type DepositInput = z.input<typeof depositSchema>;

/** 'Devolver sinal' on a cancelled appointment: the day the money went back (absent = today). */
export const refundDepositSchema = z.object({
  /** Absent: the way the (last) deposit came in. */
  method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida' }).optional(),
  date: isoDaySchema(messages.invalidPaymentDate).optional(),
});
export type RefundDepositInput = z.input<typeof refundDepositSchema>;

export const checkInSchema = z.object({ isChecked: z.boolean() });
