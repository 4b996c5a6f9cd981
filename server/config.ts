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
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
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
  };
}
