import { eq, sql } from 'drizzle-orm';
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

/**
 * Whose bank takes this agenda's deposits: the artist's own connection, else — for an active
 * member of a studio — the owner's when it is offered to the studio (`for_studio`). Null: none,
 * the deposit stays on the static code and 'Já paguei'.
 */
export async function findDepositBank(db: DbOrTx, agenda: string): Promise<string | null> {
  const rows = await db.execute<{ user_id: string }>(sql`
    SELECT c.user_id FROM pix_api_connections c WHERE c.user_id = ${agenda}
    UNION ALL
    (SELECT c.user_id FROM organization_members m
      JOIN organizations o ON o.id = m.organization_id
      JOIN pix_api_connections c ON c.user_id = o.owner_id AND c.for_studio
      WHERE m.user_id = ${agenda} AND m.status = 'active'
      LIMIT 1)
    LIMIT 1`);
  return rows.rows[0]?.user_id ?? null;
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

/** What the screen may see of it (and of the studio around it). */
export function toPixApiConnection(
  row: PixApiConnectionRow | undefined,
  studio: { owner: boolean; throughStudio: string | null } = { owner: false, throughStudio: null },
): PixApiConnection {
  if (!row) return { connected: false, studioOwner: studio.owner, throughStudio: studio.throughStudio };
  return {
    connected: true,
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    pixKey: row.pixKey,
    verifiedAt: row.verifiedAt.toISOString(),
    forStudio: row.forStudio,
    studioOwner: studio.owner,
    throughStudio: null,
  };
}
