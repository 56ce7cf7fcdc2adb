/**
 * Server configuration, read once from the environment. Every variable has a default so
 * `npm start` works on a fresh machine; the README lists them.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** where the SQLite file and uploaded files live */
  dataDir: string;
  /** PostgreSQL when set (postgres://...), else SQLite in dataDir */
  databaseUrl: string | undefined;
  /** socket.io Redis adapter when set, for several server processes */
  redisUrl: string | undefined;
  /** production | development | test */
  env: 'production' | 'development' | 'test';
  /** allowed CORS origins for HTTP and socket.io (besides same-origin) */
  corsOrigins: string[];
  /** the client's API bases, default '' = the page's own origin */
  apiBase: string;
  merchantBase: string;
  adminBase: string;
  socketBase: string;
  appTitle: string;
  /** directory of the built web apps (dist/h5, dist/kiosk) */
  webDir: string;
  /** seed demo data (incl. demo accounts) into an empty database */
  seedDemo: boolean;
  /** requests per minute per IP on the auth/SMS routes; 0 turns the limiter off */
  authRateLimit: number;
  servicePhone: string;
  logLevel: string;
  /**
   * base64 of the 32-byte key that encrypts ID and bank card numbers at rest; when absent a key
   * is generated once into `<dataDir>/data.key` (required with DATABASE_URL in production)
   */
  dataKey: string | undefined;
  /** HMAC secret of the sandbox payment notify; generated per start when unset (not in production) */
  paymentSandboxSecret: string;
}

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

function int(v: string | undefined, dflt: number, name: string): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const root = process.cwd();
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    env: mode,
    corsOrigins: (env.CORS_ORIGINS ?? 'app://kiosk,app://shop')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiBase: env.API_BASE ?? '',
    merchantBase: env.MERCHANT_BASE ?? '',
    adminBase: env.ADMIN_BASE ?? '',
    socketBase: env.SOCKET_BASE ?? '',
    appTitle: env.APP_TITLE ?? '优选商城',
    webDir: path.resolve(root, env.WEB_DIR ?? 'dist'),
    seedDemo: bool(env.SEED_DEMO, true),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 60, 'AUTH_RATE_LIMIT'),
    servicePhone: env.SERVICE_PHONE ?? '400-800-8888',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    dataKey: env.DATA_KEY || undefined,
    paymentSandboxSecret:
      env.PAYMENT_SANDBOX_SECRET || (mode === 'production' ? '' : randomBytes(32).toString('hex')),
  };
}
