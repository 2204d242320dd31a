import { eq } from 'drizzle-orm';
import type { PixApiCertificate, PixApiConnection } from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import { pixApiConnections } from '../../db/schema';
import type { ClientCertificate, PixApiCredentials } from '../../pix-api/pix-api-client';
import type { SealedBox } from '../../secrets/sealed-box';

export type PixApiConnectionRow = typeof pixApiConnections.$inferSelect;

export async function findPixApiConnection(
  db: DbOrTx,
  userId: string,
): Promise<PixApiConnectionRow | undefined> {
  const [row] = await db.select().from(pixApiConnections).where(eq(pixApiConnections.userId, userId));
  return row;
}

/** The certificate as the form sent it, as TLS takes it. */
export function clientCertificate(certificate: PixApiCertificate): ClientCertificate {
  return certificate.kind === 'p12'
    ? { pfx: Buffer.from(certificate.p12, 'base64'), passphrase: certificate.passphrase || undefined }
    : { cert: certificate.cert, key: certificate.key };
}

/** The stored connection, opened: only in memory, only for a call to the bank. */
export function storedCredentials(row: PixApiConnectionRow, box: SealedBox): PixApiCredentials {
  const certificate = JSON.parse(box.open(row.certificateSealed).toString('utf8')) as PixApiCertificate;
  return {
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl ?? undefined,
    clientId: row.clientId,
    clientSecret: box.open(row.clientSecretSealed).toString('utf8'),
    certificate: clientCertificate(certificate),
  };
}

/** What the screen may see of it. */
export function toPixApiConnection(row: PixApiConnectionRow | undefined): PixApiConnection {
  if (!row) return { connected: false };
  return {
    connected: true,
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    pixKey: row.pixKey,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}
