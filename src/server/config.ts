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
  /** app download links of the download page (docs/api-messages.md); '' = not offered */
  downloadAndroidUrl: string;
  downloadIosUrl: string;
  /** public address of the download page for its QR code; '' = the page's own URL */
  downloadPageUrl: string;
  /** neighbourhood feed: posts / comments per user and hour (0 = no limit), docs/api-feed.md */
  feedPostsPerHour: number;
  feedCommentsPerHour: number;
  /** feed texts containing one of these (case-insensitive) wait for review ("pending") */
  feedBannedWords: string[];
  /** live streaming (docs/api-live.md "Streams" and "Review") */
  live: LiveConfig;
  /** local shop (docs/api-local-shop.md) */
  local: LocalConfig;
}

export interface LocalConfig {
  /** approve a shop application passing the rules at once (LOCAL_AUTO_APPROVE; default on
   * outside production); off = it waits pending */
  autoApprove: boolean;
  /** map tile URL template `…/{z}/{x}/{y}.png` (LOCAL_TILE_URL); '' = no map, the default */
  tileUrl: string;
  /** navigation link template with {lat} {lng} {name} (LOCAL_NAV_URL; default OpenStreetMap) */
  navUrl: string;
}

export interface LiveConfig {
  /** HLS pull base of the media server (LIVE_HLS_BASE); '' = the committed test stream */
  hlsBase: string;
  /** RTMP push base of the media server (LIVE_RTMP_BASE) */
  rtmpBase: string;
  /** approve rooms passing the rules at once (LIVE_AUTO_APPROVE, default on); off = pending */
  autoApprove: boolean;
  /** titles / intros containing one of these (case-insensitive) are rejected (LIVE_BANNED_WORDS) */
  bannedWords: string[];
  /** one comment per user per this many ms (LIVE_COMMENT_INTERVAL_MS, default 2000; 0 = off) */
  commentIntervalMs: number;
  /** folder of the committed HLS test stream served at /live-test/ (LIVE_TEST_STREAM_DIR) */
  testStreamDir: string;
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
    downloadAndroidUrl: env.DOWNLOAD_ANDROID_URL ?? '',
    downloadIosUrl: env.DOWNLOAD_IOS_URL ?? '',
    downloadPageUrl: env.DOWNLOAD_PAGE_URL ?? '',
    feedPostsPerHour: int(env.FEED_POSTS_PER_HOUR, 10, 'FEED_POSTS_PER_HOUR'),
    feedCommentsPerHour: int(env.FEED_COMMENTS_PER_HOUR, 60, 'FEED_COMMENTS_PER_HOUR'),
    feedBannedWords: (env.FEED_BANNED_WORDS ?? '赌博,博彩,代开发票,枪支,毒品,裸聊,casino')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    local: {
      autoApprove: bool(env.LOCAL_AUTO_APPROVE, mode !== 'production'),
      tileUrl: env.LOCAL_TILE_URL ?? '',
      navUrl:
        env.LOCAL_NAV_URL ??
        'https://www.openstreetmap.org/?mlat={lat}&mlon={lng}#map=17/{lat}/{lng}',
    },
    live: {
      hlsBase: (env.LIVE_HLS_BASE ?? '').replace(/\/+$/, ''),
      rtmpBase: (env.LIVE_RTMP_BASE ?? 'rtmp://localhost:1935/live').replace(/\/+$/, ''),
      autoApprove: bool(env.LIVE_AUTO_APPROVE, true),
      bannedWords: (env.LIVE_BANNED_WORDS ?? '赌博,博彩,代开发票,枪支,毒品,裸聊,casino')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
      commentIntervalMs: int(env.LIVE_COMMENT_INTERVAL_MS, 2000, 'LIVE_COMMENT_INTERVAL_MS'),
      testStreamDir: path.resolve(root, env.LIVE_TEST_STREAM_DIR ?? 'fixtures/live-test'),
    },
  };
}
