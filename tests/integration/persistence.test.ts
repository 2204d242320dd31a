import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createServer } from '../../src/server/server';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';

describe('embedded Postgres (no DATABASE_URL)', () => {
  it('keeps every record across a restart on the same data dir', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tinta-persist-'));
    chmodSync(dataDir, 0o755);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });
    try {
      const first = await createServer(config, { log: () => {} });
      const user = await signedInUser(first.app, first.ctx.db, {
        plan: 'estudio',
        studioName: 'Estúdio Persistente',
      });
      await first.close();

      const second = await createServer(config, { log: () => {} });
      try {
        const agent = new Agent(second.app);
        const signIn = await agent.post('/api/auth/sign-in/email', {
          email: user.email,
          password: user.password,
        });
        expect(signIn.status).toBe(200);
        const me = await agent.get('/api/me');
        expect(me.body).toMatchObject({ planType: 'estudio', organization: { name: 'Estúdio Persistente' } });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('boot', () => {
  it('a wrong setting stops start-up with one line naming it, no stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'porta' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((ok) => child.on('exit', ok));
    expect(code).toBe(1);
    const lines = stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('ExperimentalWarning'));
    expect(lines).toEqual(['Invalid configuration: PORT must be a number']);
  }, 30_000);
});
