import webpush from 'web-push';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { getOrCreateSetting } from '../db/settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Web Push keys: from the environment when given, otherwise generated on first boot and kept in
 * the database, so every instance (and every restart) signs with the same pair.
 */
export async function loadVapidKeys(db: DbOrTx, config: Config): Promise<VapidKeys> {
  const sender = config.MAIL_FROM.match(/<(.+)>/)?.[1] ?? 'nao-responda@tinta.app';
  const subject = config.VAPID_SUBJECT ?? `mailto:${sender}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await getOrCreateSetting(db, 'vapid_keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}
