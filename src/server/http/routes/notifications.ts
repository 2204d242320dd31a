import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListQuerySchema,
  notificationSettingsSchema,
  pushSubscriptionSchema,
} from '../../../shared/schemas/notification';
import { deleteNotifications } from '../../domain/notifications/delete-notifications';
import { countUnread, listNotifications } from '../../domain/notifications/list-notifications';
import { markNotificationsRead } from '../../domain/notifications/mark-read';
import { deletePushSubscription, savePushSubscription } from '../../domain/notifications/push-subscriptions';
import { getNotificationSettings, saveNotificationSettings } from '../../domain/notifications/settings';
import type { AppContext } from '../context';
import { idParams } from './id-params';

/** SPEC §7 notifications and notification_settings, plus this browser's push subscription. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/notifications', { schema: { querystring: notificationListQuerySchema } }, (request) =>
    listNotifications(ctx.db, request.actor, request.query),
  );
  r.get('/api/notifications/unread-count', (request) => countUnread(ctx.db, request.actor));
  r.post('/api/notifications/read-all', (request) =>
    markNotificationsRead(ctx.db, request.actor, 'all', ctx.clock),
  );
  r.post('/api/notifications/:id/read', { schema: { params: idParams } }, (request) =>
    markNotificationsRead(ctx.db, request.actor, request.params.id, ctx.clock),
  );
  r.delete('/api/notifications', async (request, reply) => {
    await deleteNotifications(ctx.db, request.actor, 'all');
    return reply.status(204).send();
  });
  r.delete('/api/notifications/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteNotifications(ctx.db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.get('/api/notification-settings', (request) => getNotificationSettings(ctx.db, request.actor));
  r.put('/api/notification-settings', { schema: { body: notificationSettingsSchema } }, (request) =>
    saveNotificationSettings(ctx.db, request.actor, request.body),
  );
  r.get('/api/push/public-key', () => ({ publicKey: ctx.vapid.publicKey }));
  r.post('/api/push/subscriptions', { schema: { body: pushSubscriptionSchema } }, async (request, reply) => {
    await savePushSubscription(ctx.db, request.actor, request.body, ctx.pushEndpointPolicy);
    return reply.status(204).send();
  });
  r.delete(
    '/api/push/subscriptions',
    { schema: { body: z.object({ endpoint: z.string().max(2000) }) } },
    async (request, reply) => {
      await deletePushSubscription(ctx.db, request.actor, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
