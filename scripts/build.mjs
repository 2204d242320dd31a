// Builds the web app (Vite) and bundles the server (esbuild) into dist/, then prints the size of
// the JavaScript a first visit downloads, gzipped — the number the bundle budget is about.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const started = performance.now();
rmSync('dist/server', { recursive: true, force: true });
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await esbuild({
  // The record-PDF worker is its own entry: a worker thread loads it by path, next to main.js
  // (src/server/pdf/render-pool.ts).
  entryPoints: { main: 'src/server/main.ts', 'pdf-render-worker': 'src/server/pdf/render-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

// Every script, style and font of this build, for the service worker to keep on the device: any
// screen and dialog then opens offline, not only those the person happened to open online.
const assetList = readdirSync('dist/web/assets')
  .filter((name) => !name.endsWith('.map'))
  .map((name) => `/assets/${name}`);
writeFileSync('dist/web/asset-list.json', JSON.stringify(assetList));

// Every text file of the web app also as .br and .gz, made once here at the best levels, so the
// server only picks one by Accept-Encoding (@fastify/static preCompressed) and never compresses
// on the request path.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
let raw = 0;
let brotli = 0;
const compressAll = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') compressAll(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    raw += body.length;
    brotli += br.length;
  }
};
compressAll('dist/web');

const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8'));
/** The JS a first visit of one HTML entry downloads (its chunk and every static import), gzipped. */
const firstVisit = (page) => {
  const initial = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.file === key);
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(page);
  const gz = [...initial].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/web/${file}`)).length, 0);
  const css = [...styles].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/web/${file}`)).length, 0);
  return { gz, css, files: initial.size };
};
const app = firstVisit('index.html');

/**
 * The files a signed-in person's first screen (the shell and the dashboard: the `signed-in` chunk
 * group, vite.config.ts) needs beyond index.html's own, for the server to name in the document it
 * sends a signed-in person (src/server/http/app-document.ts): the browser then fetches them while
 * it parses the page, not after the app's script has run and asked who is signed in.
 */
const initialFiles = new Set();
const bootFiles = new Set();
const closure = (key, into, without = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || without.has(chunk.file) || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into, without);
};
closure('index.html', initialFiles);
const signedInChunk = Object.keys(manifest).find((key) => manifest[key].name === 'signed-in');
if (!signedInChunk) throw new Error('build: no signed-in chunk (vite.config.ts chunk groups)');
closure(signedInChunk, bootFiles, initialFiles);
// And the picture of the last drawn day (src/web/boot-paint.ts), run before all of them.
const bootPaintChunk = manifest['boot-paint.ts'];
if (!bootPaintChunk) throw new Error('build: no boot-paint entry (vite.config.ts bootPaintEntry)');
// It runs before everything else for being tiny: an import would quietly pull a chunk in front.
if (bootPaintChunk.imports?.length || bootPaintChunk.dynamicImports?.length)
  throw new Error('build: src/web/boot-paint.ts must import nothing');
const bootPaint = bootPaintChunk.file;
writeFileSync(
  'dist/web/.vite/boot-files.json',
  JSON.stringify({ preload: [...bootFiles].map((file) => `/${file}`), bootPaint: `/${bootPaint}` }),
);
const booking = firstVisit('agendar.html');
console.log(
  `build ok in ${Math.round(performance.now() - started)} ms — initial JS ${(app.gz / 1024).toFixed(1)} KB gzip (${app.files} files), CSS ${(app.css / 1024).toFixed(1)} KB gzip; booking page JS ${(booking.gz / 1024).toFixed(1)} KB gzip; web files ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
