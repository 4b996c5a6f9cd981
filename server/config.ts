import path from 'node:path';

/** Runtime configuration, read once from the environment (docs/product.md#configuration). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  /** PostgreSQL URL; when unset an embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** 'memory' keeps PGlite in memory (tests). */
  embedded: 'disk' | 'memory';
  redisUrl?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Password of the demo operator account (SEED_DEMO); generated and printed once when unset. */
  demoPassword?: string;
  logLevel: string;
  /** Directory of the built web app; served when present. */
  webDir: string;
  bodyLimit: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: 'true' or a comma-separated list of addresses/CIDRs).
   * Off by default: otherwise any caller could pick its own IP and dodge the per-IP sign-in limit.
   */
  trustProxy: boolean | string;
  /** Prefix of this deployment's Redis keys (REDIS_PREFIX), so several can share one Redis. */
  redisPrefix?: string;
  /** URL that receives sign-in codes as JSON by POST (LOGIN_CODE_WEBHOOK); without a sender code sign-in is off. */
  loginCodeWebhook?: string;
  /** Write sign-in codes to the app log: only with NODE_ENV=development. */
  logLoginCodes?: boolean;
  /** PostgreSQL pool size (DB_POOL_MAX). */
  dbPoolMax: number;
  /** PostgreSQL statement_timeout in ms (DB_STATEMENT_TIMEOUT_MS): a runaway query is cancelled, not left holding a connection. */
  dbStatementTimeoutMs: number;
  /** How long a request waits for a PostgreSQL connection (DB_CONNECT_TIMEOUT_MS) before it fails instead of hanging. */
  dbConnectTimeoutMs: number;
  /** How long a SIGTERM waits for in-flight requests before the process exits (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** How often this node's job runner looks for due jobs, ms (JOB_POLL_MS); 0: never by itself (tests tick it). */
  jobPollMs: number;
  /** Log entries the background writer holds at most (LOG_QUEUE_MAX); more are dropped and counted. */
  logQueueMax: number;
  /**
   * Keep resolved sessions in the process, dropped by database notifications (SESSION_CACHE, on by default; 'off'
   * makes every request read its session; docs/architecture.md#request-cost).
   */
  sessionCache: boolean;
  /** Websocket timers and caps; defaults in server/modules/realtime/limits.ts. Not read from the environment: tests shorten them. */
  websocket?: Partial<WebsocketLimits>;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export interface WebsocketLimits {
  /** A socket that has not sent a valid OnConnection by then is closed (1008). */
  authTimeoutMs: number;
  /** Ping interval; a socket that did not answer the previous ping is terminated, and the session is checked. */
  heartbeatMs: number;
  /** Sockets per user on one node; a further one is refused (1013). */
  maxPerUser: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl,
    embedded: 'disk',
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    demoPassword: env.DEMO_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDir: path.resolve(env.WEB_DIR || 'dist/web'),
    bodyLimit: Number(env.BODY_LIMIT || 10 * 1024 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisPrefix: env.REDIS_PREFIX || 'gold:',
    loginCodeWebhook: env.LOGIN_CODE_WEBHOOK || undefined,
    logLoginCodes: env.NODE_ENV === 'development',
    dbPoolMax: Number(env.DB_POOL_MAX || 10),
    dbStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS || 30_000),
    dbConnectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS || 5_000),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
    jobPollMs: Number(env.JOB_POLL_MS ?? 5_000),
    logQueueMax: Number(env.LOG_QUEUE_MAX || 10_000),
    sessionCache: flag(env.SESSION_CACHE, true),
  };
}
