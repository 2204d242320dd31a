import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
