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
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return { ...c, PUBLIC_URL: publicUrl };
}
