import { sql } from 'drizzle-orm';
import type { PublicBookingPage } from '../../../shared/schemas/booking';
import { slugSchema } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';
import { readMe } from '../profile/get-me';
import { type BookingSettingsRow, findBookingBySlug, findPolicy } from './booking-queries';

/** An enabled page by its address; an unknown, malformed or switched-off one is the same 404. */
export async function findOpenBookingPage(db: DbOrTx, slug: string): Promise<BookingSettingsRow> {
  const parsed = slugSchema.safeParse(slug);
  const row = parsed.success ? await findBookingBySlug(db, parsed.data) : undefined;
  if (!row?.enabled) throw new DomainError('BOOKING_PAGE_NOT_FOUND');
  return row;
}

/** What a signed-out visitor sees at the top of `/agendar/{slug}`: the artist's name and words, nothing else. */
export async function getPublicBookingPage(db: DbOrTx, slug: string): Promise<PublicBookingPage> {
  const row = await findOpenBookingPage(db, slug);
  const me = await readMe(db, row.userId);
  // One studio page: the owner's lists the active artists of their studio with an open page.
  const artists = await db.execute<{ name: string; slug: string }>(sql`
    SELECT p.name, b.slug
    FROM organizations o
    JOIN organization_members m ON m.organization_id = o.id AND m.status = 'active' AND m.user_id <> o.owner_id
    JOIN profiles p ON p.id = m.user_id
    JOIN booking_settings b ON b.user_id = m.user_id AND b.enabled
    WHERE o.owner_id = ${row.userId}
    ORDER BY p.name
    LIMIT 50`);
  return {
    slug: row.slug,
    artistName: me.name,
    bio: row.bio,
    sessionLengths: row.sessionLengths,
    horizonDays: row.horizonDays,
    artists: artists.rows.map((a) => ({ name: a.name, slug: a.slug })),
    policy: await findPolicy(db, row.policyId),
  };
}
