import { z } from 'zod';
import { tooLong } from '../errors';
import { isValidIsoDay } from '../time';

/** The ink inventory and the session record (ficha técnica), issue 15. */
export const recordMessages = {
  productRequired: 'Informe o produto',
  manufacturerRequired: 'Informe o fabricante',
  lotRequired: 'Informe o lote',
  expiryInvalid: 'Informe a validade (dd/mm/aaaa)',
  openedInvalid: 'Data de abertura inválida',
  bodySiteRequired: 'Informe o local do corpo',
  inksTooMany: 'No máximo 30 tintas por sessão',
  lotQueryRequired: 'Informe o lote a procurar',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isValidIsoDay, message);
const text = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

export const inkLotInputSchema = z.object({
  product: z
    .string({ error: recordMessages.productRequired })
    .trim()
    .min(1, recordMessages.productRequired)
    .max(80, tooLong(80)),
  manufacturer: z
    .string({ error: recordMessages.manufacturerRequired })
    .trim()
    .min(1, recordMessages.manufacturerRequired)
    .max(80, tooLong(80)),
  color: text(40),
  lot: z
    .string({ error: recordMessages.lotRequired })
    .trim()
    .min(1, recordMessages.lotRequired)
    .max(40, tooLong(40)),
  expiresOn: day(recordMessages.expiryInvalid),
  anvisaRegistration: text(40),
  openedOn: day(recordMessages.openedInvalid).nullable().default(null),
});
export type InkLotInput = z.input<typeof inkLotInputSchema>;

export const inkLotPatchSchema = inkLotInputSchema.partial().extend({ archived: z.boolean().optional() });
export type InkLotPatch = z.input<typeof inkLotPatchSchema>;

export interface InkLot {
  id: string;
  product: string;
  manufacturer: string;
  color: string;
  lot: string;
  expiresOn: string;
  anvisaRegistration: string;
  openedOn: string | null;
  archived: boolean;
  /** Shared by the studio's artists (false: the artist's own). */
  shared: boolean;
}

export const sessionRecordInputSchema = z.object({
  bodySite: z
    .string({ error: recordMessages.bodySiteRequired })
    .trim()
    .min(1, recordMessages.bodySiteRequired)
    .max(80, tooLong(80)),
  description: text(1000),
  inkLotIds: z.array(z.uuid()).max(30, recordMessages.inksTooMany).default([]),
  needleLot: text(60),
  sterilizationBatch: text(60),
  adverseReactions: text(1000),
  aftercare: text(1000),
});
export type SessionRecordInput = z.input<typeof sessionRecordInputSchema>;

export interface RecordedInk {
  inkLotId: string | null;
  product: string;
  manufacturer: string;
  color: string;
  lot: string;
  expiresOn: string;
  anvisaRegistration: string;
  openedOn: string | null;
  /** Past its expiry on the session's day. */
  expired: boolean;
}

export interface SessionRecord {
  appointmentId: string;
  bodySite: string;
  description: string;
  needleLot: string;
  sterilizationBatch: string;
  adverseReactions: string;
  aftercare: string;
  inks: RecordedInk[];
  updatedAt: string;
}

/**
 * What a new ficha starts from when its session came from a booking request: the body site and the
 * size the client gave on the page (issue 29). Both editable on the ficha before it is saved.
 */
export interface SessionRecordDraft {
  bodySite: string;
  size: string;
}

export const lotSearchQuerySchema = z.object({
  lot: z
    .string({ error: recordMessages.lotQueryRequired })
    .trim()
    .min(1, recordMessages.lotQueryRequired)
    .max(40),
});

/** 'Quem recebeu o lote X?': one row per session that used it. */
export interface LotRecipient {
  clientId: string | null;
  clientName: string;
  phone: string | null;
  appointmentId: string;
  startTime: string;
  product: string;
  color: string;
  lot: string;
}
