import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

/**
 * An artist's connection to their bank's API Pix (issue 28): where it is, the OAuth client and the
 * client certificate for mutual TLS — the secret, the certificate and its key sealed
 * (secrets/sealed-box.ts, a key outside the database) — and the Pix key charges are made to.
 * `webhook_token_hash`: the SHA-256 of the unguessable token in the webhook URL registered at the
 * bank, so a notification finds its connection without the token being stored.
 */
export const pixApiConnections = pgTable(
  'pix_api_connections',
  {
    userId: text('user_id').primaryKey(),
    baseUrl: text('base_url').notNull(),
    tokenUrl: text('token_url'),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    certificateSealed: text('certificate_sealed').notNull(),
    pixKey: text('pix_key').notNull(),
    webhookTokenHash: text('webhook_token_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('pix_api_connections_webhook_token_idx').on(t.webhookTokenHash),
    check('pix_api_connections_https', sql`${t.baseUrl} LIKE 'https://%'`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);
