// Builds the web app (Vite) and bundles the server (esbuild) into dist/, then prints the size of
// the JavaScript a first visit downloads, gzipped — the number the bundle budget is about.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const started = performance.now();
rmSync('dist/server', { recursive: true, force: true });
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await esbuild({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.file === key);
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((k) => manifest[k] === entry));
const gz = [...initial].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/web/${file}`)).length, 0);
const css = (entry.css ?? []).reduce(
  (sum, file) => sum + gzipSync(readFileSync(`dist/web/${file}`)).length,
  0,
);
console.log(
  `build ok in ${Math.round(performance.now() - started)} ms — initial JS ${(gz / 1024).toFixed(1)} KB gzip (${initial.size} files), CSS ${(css / 1024).toFixed(1)} KB gzip`,
);
