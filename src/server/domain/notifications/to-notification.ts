import type { AppNotification } from '../../../shared/schemas/notification';
import type { notifications } from '../../db/schema';

export function toNotification(r: typeof notifications.$inferSelect): AppNotification {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    relatedId: r.relatedId,
    relatedType: r.relatedType,
    scheduledFor: r.scheduledFor.toISOString(),
    status: r.status,
    sentAt: r.sentAt?.toISOString() ?? null,
    readAt: r.readAt?.toISOString() ?? null,
  };
}
