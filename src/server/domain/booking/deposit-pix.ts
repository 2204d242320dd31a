import { and, desc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { buildStaticPix } from '../../../shared/pix';
import type { DbOrTx } from '../../db/client';
import { pixCharges } from '../../db/schema';
import type { BookingSettingsRow } from './booking-queries';

export interface DepositPix {
  /** The "copia e cola" text. */
  code: string;
  /** The same code as a QR image (SVG markup, drawn here so the public page ships no QR library). */
  qrSvg: string;
}

/**
 * The bank charges still open for these sessions (API Pix), by session: what `depositCode` needs
 * to prefer the bank's code. One query for any number of sessions ('Mensagens de hoje').
 */
export async function openCharges(db: DbOrTx, appointmentIds: string[]): Promise<Map<string, OpenCharge>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      appointmentId: pixCharges.appointmentId,
      copyPaste: pixCharges.copyPaste,
      amountCents: pixCharges.amountCents,
    })
    .from(pixCharges)
    .where(and(inArray(pixCharges.appointmentId, appointmentIds), eq(pixCharges.status, 'active')))
    .orderBy(desc(pixCharges.createdAt));
  const byId = new Map<string, OpenCharge>();
  for (const row of rows)
    if (row.appointmentId && !byId.has(row.appointmentId)) byId.set(row.appointmentId, row);
  return byId;
}

export interface OpenCharge {
  copyPaste: string | null;
  amountCents: number;
}

/**
 * The Pix code for `due` on a session: the bank's own (its charge made for exactly that amount —
 * paying it confirms the hold by itself), else the static code of the artist's key, name and
 * city with a txid naming the session (so the bank statement shows which session it paid).
 * Null when no key is set. The one rule for the status page, the artist's copy and the day's message.
 */
export function depositCode(
  settings: BookingSettingsRow | undefined,
  appointmentId: string,
  due: number,
  charge: OpenCharge | undefined,
): string | null {
  if (charge?.copyPaste && charge.amountCents === due) return charge.copyPaste;
  if (!settings?.pixKey || !settings.pixName || !settings.pixCity) return null;
  return buildStaticPix({
    key: settings.pixKey,
    name: settings.pixName,
    city: settings.pixCity,
    amountCents: due,
    txid: `TINTA${appointmentId.replace(/-/g, '').slice(0, 20)}`,
  });
}

/** The Pix code of what is still due on a hold, and its QR (`depositCode`); none when nothing is due. */
export async function depositPix(
  db: DbOrTx,
  settings: BookingSettingsRow | undefined,
  appointment: { id: string; depositDueCents: number; depositCents: number },
): Promise<DepositPix | null> {
  const due = appointment.depositDueCents - appointment.depositCents;
  if (due <= 0) return null;
  const charges = await openCharges(db, [appointment.id]);
  const code = depositCode(settings, appointment.id, due, charges.get(appointment.id));
  return code ? withQr(code) : null;
}

async function withQr(code: string): Promise<DepositPix> {
  const qrSvg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, qrSvg };
}
