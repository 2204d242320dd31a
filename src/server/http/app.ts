import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appDocument } from './app-document';
import type { AppContext } from './context';
import { errorBody, installErrorHandler } from './error-handler';
import { frameworkErrorHandlers } from './framework-errors';
import { installOriginGuard } from './origin-guard';
import { installPrivateHeaders } from './private-headers';
import { redactUrl } from './redact-url';
import { installUnstorableTextGuard } from './reject-unstorable-text';
import { requireActor } from './require-actor';
import { trackRoutes } from './route-list';
import { anamnesisRoutes, publicAnamnesisRoutes } from './routes/anamneses';
import { appointmentRoutes } from './routes/appointments';
import { authRoutes } from './routes/auth';
import { bookingSettingsRoutes, publicBookingRoutes } from './routes/booking';
import { calendarFeedRoutes, publicCalendarRoutes } from './routes/calendar-feed';
import { cardFeeRoutes } from './routes/card-fees';
import { clientRoutes } from './routes/clients';
import { consentRoutes } from './routes/consents';
import { dashboardRoutes } from './routes/dashboard';
import { devOutboxRoutes } from './routes/dev-outbox';
import { eventRoutes } from './routes/events';
import { expenseRoutes } from './routes/expenses';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import { lgpdRoutes } from './routes/lgpd';
import { meiRoutes } from './routes/mei';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { otherIncomeRoutes } from './routes/other-incomes';
import { paymentRoutes } from './routes/payments';
import { pixApiRoutes } from './routes/pix-api';
import { pixWebhookRoutes } from './routes/pix-webhook';
import { profileRoutes } from './routes/profile';
import { recordRoutes } from './routes/records';
import { reportRoutes } from './routes/reports';
import { settlementRoutes } from './routes/settlements';
import { taskRoutes } from './routes/tasks';
import { teamRoutes } from './routes/team';
import { helmetOptions } from './security-headers';
import { fastifyTrustProxy } from './trust-proxy';

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      ctx.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: ctx.config.LOG_LEVEL,
            ...(ctx.logStream ? { stream: ctx.logStream } : {}),
            // Links in mails carry their token in the URL: logs keep the route, never the secret.
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    // Slow or stalled clients (headers or body trickling in) are cut off, not held open: Node
    // checks these every `connectionsCheckingInterval`, which `createServer` below shortens.
    requestTimeout: 15_000,
    connectionTimeout: 60_000,
    http: { connectionsCheckingInterval: 2_000, headersTimeout: 10_000 },
    bodyLimit: 256 * 1024,
    // What the router or Node refuses before our hooks run still gets our headers and text.
    ...frameworkErrorHandlers(ctx.config.PUBLIC_URL),
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
  });
  trackRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null as never);
  app.decorateRequest('sessionId', '');
  installErrorHandler(app);
  installUnstorableTextGuard(app);
  installPrivateHeaders(app);

  await app.register(helmet, helmetOptions(ctx.config.PUBLIC_URL));
  installOriginGuard(app, ctx.config.PUBLIC_URL);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  devOutboxRoutes(app, ctx);
  invitationRoutes(app, ctx);
  await app.register(async (publicPages) => await publicBookingRoutes(publicPages, ctx));
  await app.register(async (publicPages) => publicAnamnesisRoutes(publicPages, ctx));
  await app.register(async (publicPages) => publicCalendarRoutes(publicPages, ctx));
  await app.register(async (bank) => pixWebhookRoutes(bank, ctx));

  await app.register(async (signedIn) => {
    // onRequest: the session is checked before the body is even parsed or validated.
    signedIn.addHook('onRequest', requireActor(ctx.auth, ctx.database.pool));
    profileRoutes(signedIn, ctx);
    dashboardRoutes(signedIn, ctx);
    clientRoutes(signedIn, ctx);
    appointmentRoutes(signedIn, ctx);
    paymentRoutes(signedIn, ctx);
    cardFeeRoutes(signedIn, ctx);
    otherIncomeRoutes(signedIn, ctx);
    taskRoutes(signedIn, ctx);
    expenseRoutes(signedIn, ctx);
    reportRoutes(signedIn, ctx);
    exportRoutes(signedIn, ctx);
    teamRoutes(signedIn, ctx);
    settlementRoutes(signedIn, ctx);
    notificationRoutes(signedIn, ctx);
    bookingSettingsRoutes(signedIn, ctx);
    recordRoutes(signedIn, ctx);
    anamnesisRoutes(signedIn, ctx);
    consentRoutes(signedIn, ctx);
    lgpdRoutes(signedIn, ctx);
    calendarFeedRoutes(signedIn, ctx);
    meiRoutes(signedIn, ctx);
    pixApiRoutes(signedIn, ctx);
    messageRoutes(signedIn, ctx);
    eventRoutes(signedIn, ctx);
  });

  await serveWebApp(app, ctx);
  return app;
}

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** Pages for people without an account (a client's booking page, their health questionnaire link). */
const isPublicPage = (url: string) => url.startsWith('/agendar/') || url.startsWith('/anamnese/');

/** The built web app: agendar.html for `/agendar/…`, index.html for every other non-API path (sections, /convite/{token}). */
async function serveWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { webRoot } = ctx;
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  const documentFor = hasWeb ? appDocument(webRoot, ctx.auth, ctx.database.pool) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/dev/');
    if (!documentFor || !isPage) return reply.status(404).send(errorBody('NOT_FOUND'));
    reply.header('cache-control', 'no-cache');
    // The booking page is its own small document; everything else is the app.
    if (isPublicPage(request.url)) return reply.sendFile('agendar.html');
    const signedIn = await documentFor(request);
    // Who is signed in changes the document: no shared cache may hand one person's to another.
    reply.header('vary', 'cookie');
    if (signedIn === null) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(signedIn);
  });
  if (!webRoot || !hasWeb) return;
  // A hashed script or style is never a document: the document-only security headers (≈ 1 KB each
  // time, a dozen files on a first visit) are left off it. nosniff and CORP stay — they do guard
  // subresources.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/'))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside each file: sent by Accept-Encoding, and the plugin adds
    // `Vary: accept-encoding` so a cache keeps the brotli, gzip and plain copies apart.
    preCompressed: true,
    // Our own Cache-Control below, the same for a file sent plain or precompressed.
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.includes('/assets/');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
