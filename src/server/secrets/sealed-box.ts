import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets the app must send elsewhere (a bank's OAuth client secret, its client certificate and
 * key) are stored sealed: AES-256-GCM under a key that is not in the database, so a copy of the
 * database (a dump, a backup, a stolen disk image of Postgres alone) does not hand them over.
 * The key is `SECRETS_KEY` (32 bytes, base64) or, without it, `DATA_DIR/secrets.key`, made on first
 * use with mode 600. Losing the key loses the sealed values: the artist connects the bank again.
 */
export interface SealedBox {
  seal(plain: Buffer | string): string;
  open(sealed: string): Buffer;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SealedSecretUnreadable extends Error {}

export function sealedBox(key: Buffer): SealedBox {
  if (key.length !== KEY_BYTES) throw new Error(`the secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new SealedSecretUnreadable('not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      } catch {
        // Another key (SECRETS_KEY changed, the key file lost) or a value tampered with.
        throw new SealedSecretUnreadable('sealed with another key, or altered');
      }
    },
  };
}

/** The key from `SECRETS_KEY`, else from (or made in) `DATA_DIR/secrets.key`. */
export function loadSecretsKey(config: { SECRETS_KEY?: string; DATA_DIR: string }): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (key) return key;
    if (config.SECRETS_KEY) {
      key = Buffer.from(config.SECRETS_KEY, 'base64');
      return key;
    }
    const file = join(config.DATA_DIR, 'secrets.key');
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      try {
        writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        // Another instance on the same DATA_DIR made it first: use theirs.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    chmodSync(file, 0o600);
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    return key;
  };
}
