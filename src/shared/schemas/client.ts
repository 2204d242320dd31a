import { z } from 'zod';
import { messages, tooLong } from '../errors';
import { isValidIsoDay } from '../time';
import type { Appointment } from './appointment';
import { optionalText, type Page, pageQuerySchema } from './fields';
import type { Payment } from './payment';
import type { Task } from './task';

/** Instagram is kept as the bare handle: '@ana.tattoo' and 'instagram.com/ana.tattoo' both store 'ana.tattoo'. */
export function normalizeInstagram(value: string): string {
  return value
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?instagram\.com\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@+/, '')
    .trim();
}

export const clientMessages = {
  birthDateInvalid: 'Data de nascimento inválida',
} as const;

export const clientInputSchema = z.object({
  /** On create only: the id the browser chose, so a save replayed from the offline queue never duplicates. */
  id: z.uuid().optional(),
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(120, tooLong(120)),
  phone: optionalText(40),
  instagram: optionalText(120).transform((v) => (v ? normalizeInstagram(v) || null : null)),
  /**
   * The client record (issue 15): `YYYY-MM-DD`, blank for unknown (a minor is told by age), and RG
   * or CPF as typed. Left out of a request (an older form, a booking), they stay as they were.
   */
  birthDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => !v || isValidIsoDay(v), { error: clientMessages.birthDateInvalid }),
  document: z
    .string()
    .trim()
    .max(30, tooLong(30))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientListQuerySchema = pageQuerySchema;
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** A client row as the Clientes screen shows it (SPEC §2), aggregates computed in SQL. */
export interface Client {
  id: string;
  /** Whose row it is: the artist who keeps this client (in a studio each artist keeps their own). */
  artistId: string;
  /**
   * The studio view (owner, front desk): one line per person, with the artists who have them —
   * figures summed over their rows. Absent in an artist's own list.
   */
  servedBy?: string[];
  name: string;
  phone: string | null;
  instagram: string | null;
  birthDate: string | null;
  document: string | null;
  createdAt: string;
  appointmentCount: number;
  /** Payments on this client's appointments whose tattoo is finished. */
  totalSpentCents: number;
  /** Start of the latest session that has begun and was not cancelled (ISO), or null. */
  lastVisit: string | null;
  /** Start of the earliest session still to come that is not cancelled (ISO), or null. */
  nextSession: string | null;
}

export interface ClientSummary {
  total: number;
  /** Clients with at least one appointment that was not cancelled. */
  active: number;
  /** All of the user's appointments (the card opens the agenda). */
  appointments: number;
}

export interface ClientList extends Page<Client> {
  summary: ClientSummary;
}

/**
 * A client's page: the row's figures plus their recent history. Each list is the newest
 * `CLIENT_HISTORY_LIMIT` (with a flag when older ones exist), so the page costs the same for a
 * client of ten years.
 */
export interface ClientDetail {
  client: Client;
  appointments: Appointment[];
  moreAppointments: boolean;
  payments: Payment[];
  morePayments: boolean;
  /** Tasks linked to the client that are not done yet. */
  openTasks: Task[];
}

export const CLIENT_HISTORY_LIMIT = 50;

/** 'Outros clientes do estúdio': what the appointment form's search asks for (2+ characters). */
export const studioClientSearchSchema = z.object({ q: z.string().trim().min(2).max(100) });
export type StudioClientSearch = z.input<typeof studioClientSearchSchema>;

/**
 * A client of another artist of the studio, as a search shows it to anyone in the studio: the name
 * only (what the artist needs to book them without a duplicate; the contact stays with whoever
 * keeps the studio's agenda).
 */
export interface StudioClientMatch {
  id: string;
  name: string;
}
