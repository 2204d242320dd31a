import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * How the build groups modules into files (docs/behaviour/performance.md). Left alone, Rolldown
 * splits what the app's entry loads by which lazy screens also use each module: the sign-in screen
 * came in 17 files, each with ~450 B of headers and compressed on its own, and transfer.spec counts
 * every byte on the wire (100 KB at most). So:
 * - `first-visit`: everything the app's entry imports statically, in one file (the entry itself,
 *   main.tsx, stays a file of its own);
 * - `shared`: what the booking page (`agendar.html`, plain DOM) also runs, so it never downloads the app;
 * - `booking-shared`: the booking page's other plain modules of src/shared (enums, money, time…),
 *   which the app's screens use too, in one file rather than one each;
 * - `signed-in`: what a signed-in first screen runs beyond the first visit's file — the shell and
 *   the dashboard with everything they import — in one file, not thirty: the server names it in the
 *   signed-in document (app-document.ts) and a phone fetches one file, not six at a time.
 *   zod is kept out of it (a form's schemas cost a slow phone ~50 ms to build; no first screen
 *   shows a form): the build fails if the first screen starts importing it.
 * The graph is read once parsing is done; `importedIds` are static imports only.
 */
function chunkGroups() {
  const imports = new Map<string, readonly string[]>();
  const app = new Set<string>();
  const bookingPage = new Set<string>();
  const signedIn = new Set<string>();
  const beforeSignIn = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        for (const next of imports.get(id) ?? []) walk(next, into);
      };
      for (const id of imports.keys()) {
        if (id.endsWith('/src/web/index.html')) walk(id, app);
        if (id.endsWith('/src/web/agendar.html')) walk(id, bookingPage);
      }
      for (const id of imports.keys()) {
        if (signedInStart.test(id)) walk(id, signedIn);
        if (beforeSignInScreen.test(id)) walk(id, beforeSignIn);
      }
      const zod = [...signedIn].find((id) => id.includes('/node_modules/zod/'));
      if (zod)
        this.error('the signed-in first screen imports zod (keep schemas behind a form; vite.config.ts)');
    },
  };
  /** A module that imports no package (no zod): grouping it pulls nothing else along. */
  const plain = (id: string, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return true;
    seen.add(id);
    return !id.includes('/node_modules/') && (imports.get(id) ?? []).every((d) => plain(d, seen));
  };
  // Entries stay files of their own (boot-paint.ts: a few hundred bytes that must not pull a group in).
  const entry = /\/src\/web\/(index\.html|main\.tsx|boot-paint\.ts)$/;
  const signedInStart =
    /\/src\/web\/(app\/SignedInShell\.tsx|app\/opening-screen\.ts|app\/sections\/DashboardSection\.tsx|features\/dashboard\/dashboard-query\.ts)$/;
  // The forms of someone without a session (sign-up, password recovery): what they share with
  // the shell goes to `account`, or opening 'Criar conta' would download and compile the whole
  // first screen of the app. (The plan choice and an invitation lead into the shell: they may.)
  const beforeSignInScreen =
    /\/src\/web\/features\/auth\/(SignUpForm|ForgotPasswordForm|ResetPasswordScreen)\.tsx$/;
  const groups = [
    { name: 'shared', priority: 4, test: (id: string) => app.has(id) && bookingPage.has(id) },
    {
      name: 'booking-shared',
      priority: 4,
      test: (id: string) => bookingPage.has(id) && !app.has(id) && id.includes('/src/shared/') && plain(id),
    },
    {
      // What the shell shares with the screens before it: their own file, so 'Criar conta' does
      // not fetch the shell (a group takes its modules' imports along, so excluding them from
      // `signed-in` is not enough: they must be taken first).
      name: 'account',
      priority: 2,
      test: (id: string) => signedIn.has(id) && beforeSignIn.has(id) && !bookingPage.has(id),
    },
    {
      name: 'signed-in',
      // Below first-visit: what the first visit already runs stays in its file.
      priority: 1,
      test: (id: string) => signedIn.has(id) && !bookingPage.has(id),
    },
    {
      name: 'first-visit',
      priority: 3,
      // `$initial`: reached by static imports from an entry, as tree-shaking left it (the static
      // graph above also lists every icon a barrel re-exports).
      tags: ['$initial' as const],
      test: (id: string) => !bookingPage.has(id) && !entry.test(id),
    },
  ];
  return { plugin, groups };
}

const chunks = chunkGroups();

/**
 * V8's explicit compile hint (Chrome ≥ 136) on the files every first screen runs most of: their
 * functions are compiled on a background thread while the file streams in, instead of one by one
 * on the main thread the first time each is called — which was most of a first visit's long tasks
 * on a slow phone (React's own functions). It must be the file's first line.
 */
function eagerCompileHint(names: readonly string[]): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    // After Vite has put its preload map at the top of the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && names.includes(file.name))
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      },
    },
  };
}

/**
 * The first paint from the device (src/web/boot-paint.ts, decision 0020): its own tiny entry,
 * content-hashed under /assets/ so the service worker keeps it with the rest. The server names it
 * only in a signed-in document that opens on the dashboard (http/app-document.ts): a signed-out
 * visitor has no picture to paint and does not download it.
 */
function bootPaintEntry(): Plugin {
  return {
    name: 'boot-paint-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: 'src/web/boot-paint.ts', name: 'boot-paint' });
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    chunks.plugin,
    eagerCompileHint(['first-visit', 'signed-in']),
    bootPaintEntry(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The app, and the signed-out booking page (`/agendar/…`) with its own small entry.
      input: { app: 'src/web/index.html', agendar: 'src/web/agendar.html' },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
