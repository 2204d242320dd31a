import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testPixApiCaOf } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'tinta.app' }, /PUBLIC_URL/],
    [{ AUTH_SECRET: 'curto' }, /AUTH_SECRET/],
    [{ VAPID_PUBLIC_KEY: 'only-one' }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: SMTP_URL is required in production/],
    [{ NODE_ENV: 'production', SMTP_URL: '  ' }, /SMTP_URL is required in production/],
    // "Trust every hop" let a forged X-Forwarded-For pass every per-IP limit (issue 24 item 2).
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY "true" is refused.*TRUST_PROXY=1/],
    [{ TRUST_PROXY: 'TRUE' }, /TRUST_PROXY "true" is refused/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY "yes" is neither a hop count nor a proxy address/],
    [{ TRUST_PROXY: '11' }, /TRUST_PROXY must be at most 10 hops/],
    [{ TRUST_PROXY: '10.0.0.5,10.0.1.0/33' }, /TRUST_PROXY "10.0.1.0\/33" is neither/],
    [{ TRUST_PROXY: '10.0.0.5,proxy.internal' }, /TRUST_PROXY "proxy.internal" is neither/],
    [{ TRUST_PROXY: ',' }, /TRUST_PROXY/],
    // The tests' way to a loopback bank double must never open a production server to one.
    [
      {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com:587',
        TINTA_TEST_PIX_API_CA: '/tmp/ca.pem',
      },
      /^Invalid configuration: TINTA_TEST_PIX_API_CA is for tests only and is refused in production/,
    ],
  ])('%j stops boot with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).not.toThrow(/\n/);
  });

  it('production starts with SMTP_URL set', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' })).toMatchObject({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.0.1.0/24,2001:db8::/48', ['10.0.0.5', '10.0.1.0/24', '2001:db8::/48']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])("TRUST_PROXY=%j means %j (no proxy, a hop count, or the proxies' addresses)", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('TINTA_TEST_PIX_API_CA names a PEM certificate, read at boot; anything else stops start-up', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tinta-config-'));
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    writeFileSync(join(dir, 'ca.pem'), pem);
    writeFileSync(join(dir, 'key.pem'), '-----BEGIN PRIVATE KEY-----\n');
    expect(testPixApiCaOf(loadConfig({}))).toBeUndefined();
    expect(testPixApiCaOf(loadConfig({ NODE_ENV: 'test', TINTA_TEST_PIX_API_CA: join(dir, 'ca.pem') }))).toBe(
      pem,
    );
    expect(() => testPixApiCaOf({ TINTA_TEST_PIX_API_CA: join(dir, 'nada.pem') })).toThrow(
      /^Invalid configuration: TINTA_TEST_PIX_API_CA cannot read .*nada\.pem$/,
    );
    expect(() => testPixApiCaOf({ TINTA_TEST_PIX_API_CA: join(dir, 'key.pem') })).toThrow(
      /TINTA_TEST_PIX_API_CA .*key\.pem is not a PEM certificate/,
    );
  });

  it('a production server given TINTA_TEST_PIX_API_CA refuses to start, saying why in one line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com:587',
        TINTA_TEST_PIX_API_CA: '/tmp/ca.pem',
        // Never reached: the configuration is read first.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
      },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Invalid configuration: TINTA_TEST_PIX_API_CA is for tests only and is refused in production \(.*\)$/,
    );
  });
});
