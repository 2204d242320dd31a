import type { FastifyInstance } from 'fastify';
import type { ChangeEvent } from '../../live/hub';
import { listLiveSessionIds } from '../../live/live-sessions';
import { readLastEventId } from '../../live/read-last-event-id';
import { findReplayHorizon, listEventsSince, REPLAY_LIMIT } from '../../live/recent-events';
import { StreamRegistry } from '../../live/stream-registry';
import { loggable } from '../../safe-error';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

export const HEARTBEAT_MS = 20_000;

const frame = (e: ChangeEvent) =>
  `id: ${e.id}\nevent: change\ndata: ${JSON.stringify({ table: e.table, op: e.op, id: e.rowId })}\n\n`;
/** The page refetches everything it follows: what it missed cannot be replayed whole. */
const RESET = 'event: reset\ndata: {}\n\n';

/**
 * `GET /api/events`: the signed-in user's changes as Server-Sent Events. A reconnect with
 * Last-Event-ID first replays what it missed (in commit order: `findReplayHorizon`), then goes
 * live; events heard during the replay are held and sent after it, without repeats. The headers
 * are out before the replay runs, so its failures are logged here (safely) and answered `reset`.
 */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Open streams never end by themselves: their session ending ends them (announced by the
  // database to every instance, with the registry's sweep as the backstop), and shutting down
  // ends them so close() is prompt.
  const registry = new StreamRegistry(ctx.db, ctx.effects.log);
  const unhooks = [
    ctx.hub.onSessionEnd((sessionId) => registry.endSession(sessionId)),
    // The hub was deaf for a while: streams reconnect and replay what it did not hear.
    ctx.hub.onResume(() => registry.endEvery()),
  ];
  app.addHook('onClose', async () => {
    for (const unhook of unhooks) unhook();
    registry.endAll();
  });

  app.get('/api/events', async (request, reply) => {
    const userId = request.actor.userId;
    const sessionId = request.sessionId;
    if (!registry.hasRoomFor(userId, sessionId)) return reply.status(429).send(errorBody('TOO_MANY_STREAMS'));
    const lastId = readLastEventId(
      request.headers['last-event-id'] ?? (request.query as { lastEventId?: unknown }).lastEventId,
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

    let open = true;
    const write = (chunk: string) => open && res.write(chunk);
    const replayed = new Set<number>();
    let held: ChangeEvent[] | null = [];
    const send = (e: ChangeEvent) => !replayed.has(e.id) && write(frame(e));
    const unsubscribe = ctx.hub.subscribe(userId, (e) => (held ? held.push(e) : send(e)));
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    // Ending is synchronous and whole: once the session's end is heard, not one more event goes out.
    const end = () => {
      if (!open) return;
      open = false;
      forget();
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    const forget = registry.add({ userId, sessionId, end });
    request.raw.on('close', end);
    res.on('close', end);
    res.on('error', (err) => request.log.warn({ err: loggable(err) }, 'live updates: stream failed'));

    try {
      // Signed out between the session check and registering here: that end was announced before
      // this stream could hear it.
      if (!(await listLiveSessionIds(ctx.db, [sessionId])).has(sessionId)) return end();
      if (lastId.kind === 'unknown') write(RESET);
      if (lastId.kind === 'id') {
        const horizon = await findReplayHorizon(ctx.db, userId, lastId.id);
        const missed = horizon === null ? [] : await listEventsSince(ctx.db, userId, lastId.id, horizon);
        // Away too long (or more than a replay holds): the page refetches everything it follows.
        if (horizon === null || missed.length >= REPLAY_LIMIT) write(RESET);
        for (const e of missed) {
          write(frame(e));
          replayed.add(e.id);
        }
      }
    } catch (err) {
      // The stream stays up and live; the page refetches instead of trusting a replay it lacks.
      request.log.error({ err: loggable(err) }, 'live updates: replay failed');
      write(RESET);
    }
    for (const e of held) send(e);
    held = null;
    write(': ready\n\n');
  });
}
