import type { FastifyInstance } from 'fastify';
import type { ChangeEvent } from '../../live/hub';
import { canReplayAfter, listEventsSince, REPLAY_LIMIT } from '../../live/recent-events';
import { StreamRegistry } from '../../live/stream-registry';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

export const HEARTBEAT_MS = 20_000;

const frame = (e: ChangeEvent) =>
  `id: ${e.id}\nevent: change\ndata: ${JSON.stringify({ table: e.table, op: e.op, id: e.rowId })}\n\n`;

/**
 * `GET /api/events`: the signed-in user's changes as Server-Sent Events. A reconnect with
 * Last-Event-ID first replays what it missed, then goes live; events heard during the replay are
 * held and sent after it, without repeats.
 */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Open streams never end by themselves: their session ending ends them (the registry's sweep),
  // and shutting down ends them so close() is prompt.
  const registry = new StreamRegistry(ctx.db, ctx.effects.log);
  app.addHook('onClose', async () => registry.endAll());

  app.get('/api/events', async (request, reply) => {
    const userId = request.actor.userId;
    const sessionId = request.sessionId;
    if (!registry.hasRoomFor(userId, sessionId)) return reply.status(429).send(errorBody('TOO_MANY_STREAMS'));
    const lastId = Number(
      request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId,
    );

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    const sent = new Set<number>();
    let held: ChangeEvent[] | null = [];
    const send = (e: ChangeEvent) => {
      if (sent.has(e.id)) return;
      sent.add(e.id);
      res.write(frame(e));
    };
    const unsubscribe = ctx.hub.subscribe(userId, (e) => (held ? held.push(e) : send(e)));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const forget = registry.add({ userId, sessionId, end: () => res.end() });
    request.raw.on('close', () => {
      forget();
      clearInterval(heartbeat);
      unsubscribe();
    });

    if (Number.isInteger(lastId) && lastId > 0) {
      const whole = await canReplayAfter(ctx.db, userId, lastId);
      const missed = await listEventsSince(ctx.db, userId, lastId);
      // Away too long (or more than a replay holds): the page refetches everything it follows.
      if (!whole || missed.length >= REPLAY_LIMIT) res.write('event: reset\ndata: {}\n\n');
      for (const e of missed) send(e);
    }
    for (const e of held) send(e);
    held = null;
    res.write(': ready\n\n');
  });
}
