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
