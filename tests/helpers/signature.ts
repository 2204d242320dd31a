import { PNG } from 'pngjs';

/** A drawn-looking signature as the pad sends it: a real PNG, a dark wave on white (`seed` shifts it). */
export function signaturePng(seed = 0): string {
  const png = new PNG({ width: 200, height: 60 });
  png.data.fill(255);
  for (let x = 10; x < 190; x++)
    for (let dy = 0; dy < 3; dy++) {
      const i = ((28 + Math.round(12 * Math.sin((x + seed * 7) / 15)) + dy) * 200 + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = 10;
    }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/**
 * A signature of any size as a pad on a big, dense screen would send it: RGBA, a thick dark scribble
 * across a transparent card (`seed` shifts it). Still a small file: the pixels compress.
 */
export function largeSignaturePng(width: number, height: number, seed = 0): string {
  const png = new PNG({ width, height });
  const stroke = Math.max(3, Math.round(height / 60));
  for (let x = Math.round(width / 20); x < width - width / 20; x++) {
    const y0 = Math.round(height / 2 + (height / 3) * Math.sin((x + seed * 97) / (width / 30)));
    for (let dy = 0; dy < stroke; dy++) {
      const i = ((y0 + dy) * width + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = 17;
      png.data[i + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png, { filterType: 2, deflateLevel: 6 }).toString('base64')}`;
}

/** A stored or sent signature decoded by pngjs (not by the server's own decoder). */
export function decodeSignature(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

/** How each pixel looks on white paper: true where there is ink (darker than mid-grey). */
export function inkOnWhite(png: PNG): boolean[] {
  const ink: boolean[] = [];
  for (let i = 0; i < png.data.length; i += 4) {
    const alpha = png.data[i + 3]! / 255;
    const grey = (png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3;
    ink.push(grey * alpha + 255 * (1 - alpha) < 128);
  }
  return ink;
}
