// Development: the API server (restarts on change) and Vite's dev server (hot reload, proxies /api
// to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) =>
    process.exit(code ?? 0),
  );

run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  PUBLIC_URL: 'http://localhost:5173',
});
run('npx', ['vite', '--config', 'vite.config.ts']);
