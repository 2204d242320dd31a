import { inflateSync } from 'node:zlib';
import { DomainError } from '../errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 4096;

/**
 * The pad's data URL as PNG bytes — only a PNG that decodes: 8-bit RGB or RGBA, not interlaced,
 * of a sane size, whose image data inflates to exactly its rows with valid filters. Anything else
 * is refused here, so a stored signature can never break the PDF that prints it later.
 */
export function readSignaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const invalid = () => new DomainError('CONSENT_SIGNATURE_INVALID');
  if (bytes.length < 100 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
  let offset = 8;
  let header: { width: number; height: number; channels: number } | null = null;
  const data: Buffer[] = [];
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw invalid();
    if (type === 'IHDR') {
      const [bitDepth, colorType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) throw invalid();
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw invalid();
      header = { width, height, channels: colorType === 6 ? 4 : 3 };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || data.length === 0) throw invalid();
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: 64 * 1024 * 1024 });
  } catch {
    throw invalid();
  }
  const row = 1 + header.width * header.channels;
  if (pixels.length !== row * header.height) throw invalid();
  for (let y = 0; y < header.height; y++) if (pixels[y * row]! > 4) throw invalid();
  return bytes;
}
