import sharp from 'sharp';
import { errorCatalog } from '../../../shared/errors';
import { inDecodeSlot } from '../../images/decode-slot';
import { DomainError } from '../errors';
import { readSignaturePng, SIGNATURE_INPUT_MAX_PIXELS, type SignatureField } from './read-signature-png';

/**
 * The box every stored signature fits in. The PDF draws it in 220 × 80 pt, so 900 px wide is
 * ~300 dpi on paper, as sharp as print gets; the consent view shows it at most ~450 CSS px wide.
 * Its SQL twin is `tinta_signature_is_normalised()` (migration 0024): change both together.
 */
export const SIGNATURE_MAX_WIDTH = 900;
export const SIGNATURE_MAX_HEIGHT = 300;
/**
 * Greys kept: a pen on white needs ink, paper and two steps of edge. A 2-bit palette halves the
 * file against 16 greys (a dense scribble filling the box: 16 KB instead of 31), and every byte
 * of a signature is read, parsed and copied for each PDF that prints it.
 */
const GREYS = 4;

/** Signatures stored before this bound were let in up to 4 096 × 4 096; those are redrawn once. */
const STORED_MAX_PIXELS = 4_096 * 4_096;

/**
 * A signature redrawn from its pixels into the one form we keep: on white (the pad's own
 * background; a transparent one is flattened onto it), at most SIGNATURE_MAX_WIDTH ×
 * SIGNATURE_MAX_HEIGHT, GREYS greys in a palette, no transparency and no metadata. Without an
 * alpha channel the PDF embeds the PNG's compressed data as it is, never decoding a pixel.
 * Refuses what does not decode cleanly.
 */
function redraw(png: Buffer, maxPixels: number): Promise<Buffer> {
  return inDecodeSlot(() =>
    sharp(png, { limitInputPixels: maxPixels, failOn: 'warning', sequentialRead: true })
      .flatten({ background: '#ffffff' })
      .resize({
        width: SIGNATURE_MAX_WIDTH,
        height: SIGNATURE_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('b-w')
      .png({ palette: true, colours: GREYS, dither: 0, compressionLevel: 9 })
      .toBuffer(),
  );
}

/**
 * The pad's data URL as the PNG we store: its header checked first (`readSignaturePng`: too large
 * is refused before a pixel is decoded), then redrawn. Errors name the field, so the form shows
 * them next to the pad that drew it.
 */
export async function normalizeSignature(dataUrl: string, field: SignatureField): Promise<Buffer> {
  const png = readSignaturePng(dataUrl, field);
  try {
    return await redraw(png.bytes, SIGNATURE_INPUT_MAX_PIXELS);
  } catch (err) {
    throw new DomainError(
      'CONSENT_SIGNATURE_INVALID',
      { [field]: errorCatalog.CONSENT_SIGNATURE_INVALID.message },
      err,
    );
  }
}

/** A signature stored before the bound existed, redrawn into the same form (throws if it does not decode). */
export function normalizeStoredSignature(png: Buffer): Promise<Buffer> {
  return redraw(png, STORED_MAX_PIXELS);
}
