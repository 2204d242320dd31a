import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The app, and the signed-out booking page (`/agendar/…`) with its own small entry.
    rollupOptions: { input: { app: 'src/web/index.html', agendar: 'src/web/agendar.html' } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
