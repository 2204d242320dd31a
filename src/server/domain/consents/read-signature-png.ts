import { errorCatalog } from '../../../shared/errors';
import { DomainError } from '../errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The most a drawn signature may be, read from its header before a pixel is decoded. The pad is
 * the dialog's width (≤ 672 CSS px) by 160 CSS px times the screen's pixel ratio: a 4× phone in
 * landscape sends about 2 700 × 640 = 1.7 MP. 4 MP (e.g. 2 000 × 2 000, 16 MB once decoded) leaves
 * room for any real screen; 4 000 × 4 000 (64 MB) is refused.
 */
export const SIGNATURE_INPUT_MAX_PIXELS = 4_000_000;
export const SIGNATURE_INPUT_MAX_SIDE = 4_096;

/** Which form field a signature came from, so its error shows next to that pad. */
export type SignatureField = 'signature' | 'guardianSignature';

export interface SignaturePng {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The pad's data URL as PNG bytes whose header says what the pad sends — 8-bit RGB or RGBA, not
 * interlaced — at a size we agree to decode. The pixels themselves are checked by the decoder
 * (`normalizeSignature`), which refuses anything that does not decode cleanly.
 */
export function readSignaturePng(dataUrl: string, field: SignatureField): SignaturePng {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const invalid = () =>
    new DomainError('CONSENT_SIGNATURE_INVALID', { [field]: errorCatalog.CONSENT_SIGNATURE_INVALID.message });
  // Signature (8), then IHDR first as the format requires: length (4), type (4), 13 bytes, CRC (4).
  if (bytes.length < 100 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw invalid();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colorType, , , interlace] = bytes.subarray(24, 29);
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) throw invalid();
  if (width < 1 || height < 1) throw invalid();
  if (
    width > SIGNATURE_INPUT_MAX_SIDE ||
    height > SIGNATURE_INPUT_MAX_SIDE ||
    width * height > SIGNATURE_INPUT_MAX_PIXELS
  )
    throw new DomainError('CONSENT_SIGNATURE_TOO_LARGE', {
      [field]: errorCatalog.CONSENT_SIGNATURE_TOO_LARGE.message,
    });
  return { bytes, width, height };
}
