import type { InkLot } from '../../../shared/schemas/session-record';
import type { inkLots } from '../../db/schema';

export function toInkLot(row: typeof inkLots.$inferSelect): InkLot {
  return {
    id: row.id,
    product: row.product,
    manufacturer: row.manufacturer,
    color: row.color,
    lot: row.lot,
    expiresOn: row.expiresOn,
    anvisaRegistration: row.anvisaRegistration,
    openedOn: row.openedOn,
    archived: row.archived,
    shared: row.organizationId !== null,
  };
}
