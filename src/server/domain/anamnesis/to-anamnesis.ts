import type { Anamnesis } from '../../../shared/schemas/anamnesis';
import { toSaoPauloIso } from '../../../shared/time';
import type { anamneses } from '../../db/schema';

export function toAnamnesis(row: typeof anamneses.$inferSelect): Anamnesis {
  return {
    id: row.id,
    answers: row.answers,
    notes: row.notes,
    filledVia: row.filledVia,
    createdAt: toSaoPauloIso(row.createdAt),
  };
}
