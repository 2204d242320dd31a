import sharp from 'sharp';
import { inDecodeSlot } from './decode-slot';

/** The long side a kept image is reduced to: a reference is looked at on a screen, never printed. */
export const MAX_IMAGE_SIDE = 2048;

/**
 * What an upload may claim before a pixel is decoded: a 24 MP camera original fits with room to
 * spare (the booking page shrinks photos to 1280 px anyway). A 30 000 × 30 000 PNG of a few
 * hundred bytes — 3.6 GB once decoded — is refused from its header.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const KEPT_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type ImageRefusal = 'unreadable' | 'too-many-pixels';

/** The bytes are not an image we can decode, or claim more pixels than we decode. */
export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

/**
 * An uploaded photo redrawn from its pixels: turned upright (EXIF orientation), at most
 * MAX_IMAGE_SIDE on its long side, transparency on white, written as a fresh JPEG. Nothing of the
 * original file survives — no EXIF (GPS, camera, dates), XMP, IPTC, ICC profile, comments or
 * trailing bytes — and what does not decode cleanly is refused rather than stored.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ mime: 'image/jpeg'; bytes: Buffer }> {
  return inDecodeSlot(async () => {
    // The header only (no pixels): the size it claims is checked before anything is decoded.
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!header?.format || !KEPT_FORMATS.has(header.format) || !header.width || !header.height)
      throw new ImageRefused('unreadable');
    if (header.width * header.height > MAX_INPUT_PIXELS) throw new ImageRefused('too-many-pixels');
    try {
      const out = await sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
        sequentialRead: true,
      })
        .autoOrient()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        // Plain libjpeg-turbo: mozjpeg saved ~20% of the bytes at 13× the CPU (3 s for a 12 MP photo).
        .jpeg({ quality: 85 })
        .toBuffer();
      return { mime: 'image/jpeg', bytes: out };
    } catch {
      throw new ImageRefused('unreadable');
    }
  });
}
