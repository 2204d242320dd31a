import { defaultBookingSettings, type SavedBookingSettings } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { readMe } from '../profile/get-me';
import { findBookingSettings, findPolicy, toBookingSettings } from './booking-queries';
import { findStudioAddress } from './studio-address';

/** 'Ana Conceição' → 'ana-conceicao': a first suggestion for the page's address. */
export function suggestSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? `${slug}-tattoo`.slice(0, 40) : 'meu-estudio-tattoo';
}

/**
 * The artist's booking settings, or a starting point (off, with a suggested page address) before
 * the first save; with the studio's address either way (it may have been typed under Mensagens).
 */
export async function getBookingSettings(db: DbOrTx, actor: Actor): Promise<SavedBookingSettings> {
  const [row, address] = await Promise.all([
    findBookingSettings(db, actor.userId),
    findStudioAddress(db, actor.userId),
  ]);
  if (row) return { ...toBookingSettings(row, await findPolicy(db, row.policyId)), address, saved: true };
  const me = actor.me ?? (await readMe(db, actor.userId));
  return { ...defaultBookingSettings(suggestSlug(me.name)), address, saved: false };
}
