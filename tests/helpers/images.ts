import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real image of `format` (a small coloured rectangle). */
export const imageOf = (format: 'png' | 'jpeg' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5cc4' } })
    .toFormat(format)
    .toBuffer();

/**
 * A phone photo as phones write them: 4000 × 3000 pixels (bigger than we keep) held sideways, with
 * EXIF naming the camera, a GPS position (São Paulo, Avenida Paulista) and orientation 6 (turn 90°
 * to show it upright: 3000 × 4000).
 */
export const photoWithGps = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c8553d' } })
    .withExif({
      IFD0: { Make: 'Celular', Model: 'Modelo X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 38/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 39/1 22/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** Where an EXIF block starts in a file (-1: none). */
export const exifMarkerAt = (bytes: Buffer) => bytes.indexOf(Buffer.from('Exif\0\0', 'latin1'));

/** A valid PNG of a few hundred bytes whose header claims `width` × `height` pixels. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA: 30 000 × 30 000 of them is 3.6 GB decoded
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The eight bytes that say "PNG", then text. */
export const pngSignatureThenText = () =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script> isto não é uma imagem')]);
