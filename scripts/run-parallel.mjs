// Runs npm scripts side by side, each line prefixed with its name, and fails if any fails.
// `npm test` overlaps the unit/integration tests with the crash test: neither fills the 2 cores
// alone (the tests wait on Postgres, the crash test on restarts), so together they finish sooner
// than one after the other (docs/decisions/0011).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = (stream, out) => {
          let rest = '';
          stream.on('data', (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop();
            for (const line of lines) out.write(`[${name}] ${line}\n`);
          });
          stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
        };
        prefix(child.stdout, process.stdout);
        prefix(child.stderr, process.stderr);
        child.on('close', (code) => resolve({ name, code }));
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
for (const { name, code } of failed) console.error(`${name} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
