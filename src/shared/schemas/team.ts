import { z } from 'zod';
import type { InvitationStatus, Role } from '../enums';
import { messages, tooLong } from '../errors';
import { isValidIsoDay } from '../time';
import { passwordSchema } from './auth';

const percentage = z
  .number({ error: messages.invalidPercentage })
  .min(0, messages.invalidPercentage)
  .max(100, messages.invalidPercentage)
  // Stored as numeric(5,2).
  .transform((v) => Math.round(v * 100) / 100);

/** SPEC §5 invitation form: a valid e-mail, percentage 0–100 (default 50). */
export const invitationInputSchema = z.object({
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.invalidEmail })),
  initialPercentage: percentage.default(50),
  /** 'Função': an artist, or the front desk (agenda, clients, requests, deposits; no percentage). */
  role: z.enum(['artist', 'recepcao']).default('artist'),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const percentageInputSchema = z.object({ percentage });

/** What the invitation screen may know before sign-up: whose studio, and for which address. */
export interface InvitationPreview {
  organizationName: string;
  email: string;
}

/** SPEC §5 invitation sign-up: name, password (the e-mail is the invitation's). */
export const invitationSignUpSchema = z.object({
  name: z
    .string({ error: messages.fillAllFields })
    .trim()
    .min(1, messages.nameRequired)
    .max(120, tooLong(120)),
  password: passwordSchema,
});
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;

export interface InvitationSignUpResult {
  /** False when the account exists but the automatic sign-in failed: 'Conta criada! Por favor, faça login.' */
  signedIn: boolean;
}

export interface Invitation {
  id: string;
  email: string;
  /** pending past its expiry reads as expired. */
  status: InvitationStatus;
  initialPercentage: number | null;
  role: 'artist' | 'recepcao';
  expiresAt: string;
  acceptedAt: string | null;
  createdAt: string;
}

/**
 * The answer to create and resend only: the one moment the link's token exists outside the mail.
 * The server keeps just its hash, so a list can never show an old link again.
 */
export interface IssuedInvitation extends Invitation {
  token: string;
}

export interface Member {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
  /** The latest percentage set for an artist; null for the owner. */
  percentage: number | null;
}

export const studioReportQuerySchema = z.object({
  month: z
    .string()
    .refine((m) => /^\d{4}-\d{2}$/.test(m) && isValidIsoDay(`${m}-01`), { error: 'Mês inválido' })
    .optional(),
});

export interface StudioArtistShare {
  userId: string;
  name: string;
  role: Role;
  percentage: number | null;
  revenueCents: number;
  artistCents: number;
  studioCents: number;
  /** No longer a member: their payments made in the studio stay in its figures, under their name. */
  removed?: boolean;
}

/** The split SPEC promises: each artist's revenue of the month, their part and the studio's. */
export interface StudioReport {
  month: string;
  artists: StudioArtistShare[];
  totals: { revenueCents: number; artistCents: number; studioCents: number };
}

/**
 * A column of the studio agenda: an artist whose sessions the owner and front desk keep, in the
 * order they joined (the owner first), with a colour of their own and their working hours (the
 * booking page's week and days off; empty when they never set them).
 */
export interface AgendaArtist {
  userId: string;
  name: string;
  colorIndex: number;
  weekly: Array<Array<{ start: string; end: string }>>;
  daysOff: string[];
}
