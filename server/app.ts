import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { AppError, schemaErrorField } from './core/errors';
import { databaseUnavailable } from './core/db-errors';
import { fail } from './core/envelope';
import { pick, tr } from './core/i18n';
import { formatValidation } from './core/validation-message';
import { refuseUnstorableInput } from './core/input-guard';
import { RequestLogLine } from './core/request-log-line';
import { securityHeaders } from './core/security-headers';
import { seedDatabase, type SeedOptions } from './db/seed';
import { configuredCodeSender, type CodeSender } from './modules/auth/code-sender';
import type { RouteAccess } from './core/route-access';
import { registerModules } from './modules';
import { MAX_FRAME_BYTES } from './modules/realtime/limits';

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests share one); otherwise opened from config. */
  database?: Database;
  logger?: boolean | object;
  /** Delivers sign-in codes (SMS, e-mail); default: LOGIN_CODE_WEBHOOK, or the log in development, else none. */
  codeSender?: CodeSender;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    /** Every API route with its declared access, for the route-table test. */
    routeAccess: Array<{ method: string; url: string; access: RouteAccess; read: boolean }>;
    /** null: verification-code sign-in is off (no sender configured). */
    codeSender: CodeSender | null;
  }
}

/** What the first start seeds, from the configuration (also the API tests' template database, tests/api/db-template.ts). */
export const seedOptionsOf = (config: AppConfig): SeedOptions => ({ adminPassword: config.adminPassword, seedDemo: config.seedDemo, demoPassword: config.demoPassword });

/** Builds the API + web server. Used by `npm start` and by every API test. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new RequestLogLine(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => Math.random().toString(36).slice(2, 12),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = options.database ?? (await openDatabase(config));
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('routeAccess', []);
  app.decorate('codeSender', options.codeSender ?? configuredCodeSender(config, app.log));
  if (!options.database) app.addHook('onClose', async () => database.close());
  await seedDatabase(database.db, seedOptionsOf(config));

  // Every API route must say who may call it; a route without a declaration is a startup error.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const read = route.config?.read === true;
    for (const method of methods) if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access, read });
  });

  // Helmet's headers, computed once (security-headers.ts), on every reply: API, web app and 404 alike.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // antd's CSS-in-JS injects style tags
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null, // plain http on localhost must keep working
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(formbody);
  app.addHook('preHandler', refuseUnstorableInput);
  await app.register(rateLimit, { global: false });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } }); // a bigger frame closes the socket (1009)
  await app.register(swagger, {
    openapi: { info: { title: 'Gold franchise back office API', version: '0.1.0' } },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // A failure that concerns one input field also names it by key: `{ code, msg, data: { field } }`
  // (AppError.field, or the top-level body property a schema error is about), so the form places the
  // message under that field in any language. JNPF clients read only code/msg and ignore the extra data.
  app.setErrorHandler((error: Error & { validation?: unknown; validationContext?: string; statusCode?: number }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(200).send(fail(error.code, error.text ? pick(request, error.text) : error.message, error.field));
    }
    if (Array.isArray(error.validation)) {
      const msg = formatValidation(request, error.validation, error.validationContext);
      return reply.code(200).send(fail(400, msg, schemaErrorField(error.validation, error.validationContext)));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: error.statusCode, msg: error.message });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ code: 503, msg: tr(request, 'unavailable') });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, msg: `${tr(request, 'serverError')} (${request.id})` });
  });

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => ({
    code: 200,
    msg: 'Success',
    data: { status: 'ok', database: database.kind },
  }));

  await registerModules(app);
  // The job runner polls once the server is ready; on close it stops and waits for the runs in progress
  // (preClose: before the database closes).
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('preClose', async () => app.jobs.stop());

  const indexFile = path.join(config.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ code: 404, msg: tr(request, 'notFound') });
    if (!hasWeb) return reply.code(404).type('text/plain').send('Web app not built: run `npm run build`.');
    // The single-page app owns every other path (history routing).
    return reply.type('text/html').send(fs.readFileSync(indexFile));
  });

  return app;
}
