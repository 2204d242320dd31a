import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[], hint: string) =>
  optionalText.refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), hint);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], 'must be development, production or test')
    .default('development'),
  PORT: z.coerce.number('must be a number').int().min(0).max(65535, 'must be a port (0-65535)').default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres://', 'postgresql://'], 'must start with postgres://'),
  SMTP_URL: url(['smtp://', 'smtps://'], 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().default('Tinta <nao-responda@tinta.app>'),
  PUBLIC_URL: url(['http://', 'https://'], 'must start with http:// or https://'),
  AUTH_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must have at least 32 characters',
  ),
  /** Seals stored secrets (a bank's credentials); without it, DATA_DIR/secrets.key (secrets/sealed-box.ts). */
  SECRETS_KEY: optionalText.refine(
    (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  ),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Tests only: the PEM file of a test's CA. The bank's API Pix is then reached on loopback
   * addresses only, trusting that CA alone (a PSP double in a server process a test starts).
   * Refused in production.
   */
  TINTA_TEST_PIX_API_CA: optionalText,
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Reads and checks the environment; a wrong value is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const c = parsed.data;
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
    // Without it every sign-up, reset and invitation link would only reach the log.
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required in production (smtp://user:pass@host:587), or mail would never be sent',
    );
  }
  if (c.NODE_ENV === 'production' && c.TINTA_TEST_PIX_API_CA) {
    // It would point every artist's bank connection at this machine, trusting a CA of our choosing.
    throw new ConfigError(
      'Invalid configuration: TINTA_TEST_PIX_API_CA is for tests only and is refused in production (unset it: banks are reached on public addresses with the system CAs)',
    );
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return { ...c, PUBLIC_URL: publicUrl };
}

/** TINTA_TEST_PIX_API_CA's certificate, read once at boot; a file that is not one stops start-up. */
export function testPixApiCaOf(config: Pick<Config, 'TINTA_TEST_PIX_API_CA'>): string | undefined {
  const path = config.TINTA_TEST_PIX_API_CA;
  if (!path) return undefined;
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`Invalid configuration: TINTA_TEST_PIX_API_CA cannot read ${path}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(`Invalid configuration: TINTA_TEST_PIX_API_CA ${path} is not a PEM certificate`);
  }
  return pem;
}
