import { and, desc, eq } from 'drizzle-orm';
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
 * The Pix code of what is still due on a hold. With the artist's bank connected (API Pix) and its
 * charge made for exactly that amount, the bank's dynamic code — the payment then confirms itself.
 * Otherwise the static code: the artist's key, name and city, the amount and a txid naming the
 * appointment (so the bank statement shows which session it paid). None when nothing is due or no
 * key is set.
 */
export async function depositPix(
  db: DbOrTx,
  settings: BookingSettingsRow | undefined,
  appointment: { id: string; depositDueCents: number; depositCents: number },
): Promise<DepositPix | null> {
  const due = appointment.depositDueCents - appointment.depositCents;
  if (due <= 0) return null;
  const [charge] = await db
    .select({ copyPaste: pixCharges.copyPaste, amountCents: pixCharges.amountCents })
    .from(pixCharges)
    .where(and(eq(pixCharges.appointmentId, appointment.id), eq(pixCharges.status, 'active')))
    .orderBy(desc(pixCharges.createdAt))
    .limit(1);
  if (charge?.copyPaste && charge.amountCents === due) return withQr(charge.copyPaste);
  if (!settings?.pixKey || !settings.pixName || !settings.pixCity) return null;
  const code = buildStaticPix({
    key: settings.pixKey,
    name: settings.pixName,
    city: settings.pixCity,
    amountCents: due,
    txid: `TINTA${appointment.id.replace(/-/g, '').slice(0, 20)}`,
  });
  return withQr(code);
}

async function withQr(code: string): Promise<DepositPix> {
  const qrSvg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, qrSvg };
}
