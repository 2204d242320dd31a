import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, SealedSecretUnreadable, sealedBox } from './sealed-box';

describe('sealed secrets', () => {
  it('open what they sealed, and nothing sealed under another key or altered', () => {
    const box = sealedBox(randomBytes(32));
    const sealed = box.seal('segredo-do-banco');
    expect(sealed).not.toContain('segredo');
    expect(box.open(sealed).toString()).toBe('segredo-do-banco');
    // The same secret sealed twice reads differently (a fresh nonce each time).
    expect(box.seal('segredo-do-banco')).not.toBe(sealed);

    expect(() => sealedBox(randomBytes(32)).open(sealed)).toThrow(SealedSecretUnreadable);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow(SealedSecretUnreadable);
    expect(() => box.open('texto-qualquer')).toThrow(SealedSecretUnreadable);
  });

  it('keep their key in SECRETS_KEY or, without it, in a file of DATA_DIR only its owner reads', () => {
    const fromEnv = randomBytes(32);
    expect(loadSecretsKey({ SECRETS_KEY: fromEnv.toString('base64'), DATA_DIR: '/nonexistent' })()).toEqual(
      fromEnv,
    );

    const dir = mkdtempSync(join(tmpdir(), 'tinta-secrets-'));
    const first = loadSecretsKey({ DATA_DIR: dir })();
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    // A restart (or a second instance on the same folder) reads the same key back.
    expect(loadSecretsKey({ DATA_DIR: dir })()).toEqual(first);
  });
});
