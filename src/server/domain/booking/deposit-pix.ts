import QRCode from 'qrcode';
import { buildStaticPix } from '../../../shared/pix';
import type { BookingSettingsRow } from './booking-queries';

export interface DepositPix {
  /** The "copia e cola" text. */
  code: string;
  /** The same code as a QR image (SVG markup, drawn here so the public page ships no QR library). */
  qrSvg: string;
}

/**
 * The static Pix code of what is still due on a hold: the artist's key, name and city, the amount
 * and a txid naming the appointment (so the bank statement shows which session it paid). None when
 * nothing is due or no key is set.
 */
export async function depositPix(
  settings: BookingSettingsRow | undefined,
  appointment: { id: string; depositDueCents: number; depositCents: number },
): Promise<DepositPix | null> {
  const due = appointment.depositDueCents - appointment.depositCents;
  if (due <= 0 || !settings?.pixKey || !settings.pixName || !settings.pixCity) return null;
  const code = buildStaticPix({
    key: settings.pixKey,
    name: settings.pixName,
    city: settings.pixCity,
    amountCents: due,
    txid: `TINTA${appointment.id.replace(/-/g, '').slice(0, 20)}`,
  });
  const qrSvg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, qrSvg };
}
