/**
 * Server configuration, read once from the environment through one schema (zod). Environment
 * variables hold deployment facts and secrets only (where to listen, which database, which
 * providers and their keys); business rules are not read here.
 *
 * Two ways to run, both safe:
 * - **Demo mode** (`DEMO_MODE=true`; what `npm start` runs, and the default outside production):
 *   demo data and the sandbox providers (payment cashier, WeChat login, the SMS outbox that shows
 *   codes); the demo seed turns on the console's auto-approval of live rooms and local shops. A warning is logged at start-up and the
 *   sandbox pages keep their sandbox mark.
 * - **Production** (`NODE_ENV=production` without demo mode): no sandbox provider unless a
 *   variable names it (`PAYMENT_PROVIDERS=sandbox`, `SOCIAL_PROVIDER=sandbox`,
 *   `SMS_PROVIDER=outbox`), with a warning at every start; naming no payment or SMS provider is
 *   a missing setting; no demo data unless `SEED_DEMO=true`; reviews wait for a person (the
 *   console's auto-approval settings are off until an operator turns them on).
 *
 * A missing or bad setting stops the start with one message listing every problem and the
 * variable to set (`ConfigError`), never a stack trace.
 */
import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SMS_TEMPLATES, type SmsTemplate } from './providers/sms';
import type { S3StorageSettings } from './providers/storage-s3';

/** Payment providers this build knows; Alipay joins this list. */
export const PAYMENT_PROVIDERS = ['sandbox', 'wechatpay', 'alipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** issue 22: who pays withdrawals out: `none` (an operator pays by hand) or a payment provider
 * that has transfers (providers/payment.ts `transfer`) */
export const PAYOUT_PROVIDERS = ['none', 'sandbox', 'alipay'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];
export const SOCIAL_PROVIDERS = ['sandbox', 'wechat', 'none'] as const;
export const SMS_PROVIDERS = ['outbox', 'tencent'] as const;
// issue 22: object storage beside the local disk
export const STORAGE_PROVIDERS = ['local', 's3'] as const;
// issue 19, brief B (addresses): the geocoder; a real maps provider joins with issue 22
export const GEOCODER_PROVIDERS = ['sandbox', 'amap'] as const;
export const LOGISTICS_PROVIDERS = ['sandbox', 'kuaidi100'] as const;
/** issue 24: the RTMP ingest (docs/live-media.md) */
export const LIVE_MEDIA_MODES = ['embedded', 'external', 'off'] as const;
export type LiveMediaMode = (typeof LIVE_MEDIA_MODES)[number];

export interface SessionLimits {
  /** a consumer session unused this long expires (USER_SESSION_IDLE_DAYS) */
  userIdleS: number;
  /** a consumer session expires this long after login, used or not (USER_SESSION_MAX_DAYS) */
  userMaxS: number;
  /** a merchant session unused this long expires; a connected kiosk socket keeps it used
   * (MERCHANT_SESSION_IDLE_HOURS) */
  merchantIdleS: number;
  /** a merchant (terminal) session expires this long after login, at most 30 days
   * (MERCHANT_SESSION_MAX_DAYS) */
  merchantMaxS: number;
}

export interface Config {
  port: number;
  host: string;
  /** where the SQLite file and uploaded files live */
  dataDir: string;
  /** PostgreSQL when set (postgres://...), else SQLite in dataDir */
  databaseUrl: string | undefined;
  /** socket.io Redis adapter (and shared limits) when set, for several server processes */
  redisUrl: string | undefined;
  /** production | development | test */
  env: 'production' | 'development' | 'test';
  /** demo data and sandbox providers (see the header) */
  demo: boolean;
  /**
   * Fastify's trustProxy: false (the default: the client's address is the socket's), a hop
   * count, or a comma-separated list of proxy addresses / CIDRs (TRUST_PROXY)
   */
  trustProxy: boolean | number | string;
  /** allowed CORS origins for HTTP and socket.io (besides same-origin) */
  corsOrigins: string[];
  /** the client's API bases, default '' = the page's own origin */
  apiBase: string;
  merchantBase: string;
  adminBase: string;
  /** issue 20 (ops-server): the operator console API's base (OPS_BASE), '' = same origin */
  opsBase: string;
  socketBase: string;
  appTitle: string;
  /** directory of the built web apps (dist/h5, dist/kiosk) */
  webDir: string;
  /** seed demo data (incl. demo accounts) into an empty database */
  seedDemo: boolean;
  /** requests per minute per IP on the auth/SMS routes; 0 turns the limiter off */
  authRateLimit: number;
  servicePhone: string;
  /** the ICP filing number (ICP备案号) of the web shop's footer; '' = app_config `icp_number` or none */
  icpNumber: string;
  logLevel: string;
  /**
   * base64 of the 32-byte key that encrypts ID and bank card numbers at rest; when absent a key
   * is generated once into `<dataDir>/data.key` (required with DATABASE_URL in production)
   */
  dataKey: string | undefined;
  /** the payment providers the cashier offers (PAYMENT_PROVIDERS) */
  paymentProviders: PaymentProviderName[];
  /** HMAC secret of the sandbox payment notify; generated per start when unset */
  paymentSandboxSecret: string;
  /**
   * issue 22: PAYOUT_PROVIDER, the provider withdrawals are paid out through (one of
   * paymentProviders that has transfers); `none`: operators pay by hand and mark them paid
   */
  payoutProvider: PayoutProviderName;
  /** WeChat login provider (SOCIAL_PROVIDER): the sandbox authorize page, WeChat, or none */
  /** issue 22: WeChat Pay API v3, set when PAYMENT_PROVIDERS names `wechatpay` */
  wechatpay: WechatpayConfig | undefined;
  /** issue 22: Alipay, set when PAYMENT_PROVIDERS names `alipay` */
  alipay: AlipayConfig | undefined;
  socialProvider: (typeof SOCIAL_PROVIDERS)[number];
  /** issue 22: WeChat's web authorisation (SOCIAL_PROVIDER=wechat; providers/social-wechat.ts) */
  wechatLogin: WechatLoginSettings | null;
  /** SMS provider (SMS_PROVIDER): the outbox (codes readable at /__dev/sms-outbox), or
   * Tencent Cloud SMS (issue 22) with `smsTencent` */
  smsProvider: (typeof SMS_PROVIDERS)[number];
  /** issue 22: Tencent Cloud SMS settings, set exactly when smsProvider is 'tencent' */
  smsTencent: TencentSmsConfig | undefined;
  /** issue 22: file storage (STORAGE_PROVIDER): local disk under DATA_DIR, or S3-compatible */
  storage: StorageConfig;
  /** issue 19, brief B: geocoder (GEOCODER_PROVIDER): the sandbox places addresses at their
   * district's centre from a table it ships (providers/geocoder-sandbox.ts) */
  geocoderProvider: (typeof GEOCODER_PROVIDERS)[number];
  /** issue 22: Kuaidi100's tracking push (LOGISTICS_PROVIDER=kuaidi100); null = sandbox traces */
  kuaidi100: { key: string; salt: string; callbackBase: string; baseUrl: string } | null;
  /** issue 22: AMap's Web Service (GEOCODER_PROVIDER=amap; providers/geocoder-amap.ts) */
  amap: { key: string; secret: string; baseUrl: string; timeoutMs?: number } | null;
  /** session expiry (docs/security.md "Sessions") */
  sessions: SessionLimits;
  /** app download links of the download page (docs/api-messages.md); '' = not offered */
  downloadAndroidUrl: string;
  downloadIosUrl: string;
  /** public address of the download page for its QR code; '' = the page's own URL */
  downloadPageUrl: string;
  /** neighbourhood feed: posts / comments per user and hour (0 = no limit), docs/api-feed.md */
  feedPostsPerHour: number;
  feedCommentsPerHour: number;
  /** live streaming (docs/api-live.md "Streams" and "Review") */
  live: LiveConfig;
  /** local shop (docs/api-local-shop.md) */
  local: LocalConfig;
}

export interface WechatLoginSettings {
  /** the official account's AppID and AppSecret (WECHAT_LOGIN_APP_ID / _APP_SECRET) */
  appId: string;
  appSecret: string;
  /** this server's public https origin, on the account's authorised domain (WECHAT_LOGIN_CALLBACK_BASE) */
  callbackBase: string;
  /** WeChat's API and authorisation hosts (WECHAT_LOGIN_API_BASE / _OPEN_BASE; tests: a simulator) */
  apiBase: string;
  openBase: string;
  /** per request to WeChat, ms (default 5000; tests shorten it) */
  timeoutMs?: number;
}

/** issue 22: where uploaded files go (providers/storage.ts, providers/storage-s3.ts). */
export type StorageConfig = { provider: 'local' } | ({ provider: 's3' } & S3StorageSettings);

/** issue 22: Tencent Cloud SMS (providers/sms-tencent.ts). */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** the SMS application's SdkAppId (短信应用 ID) */
  sdkAppId: string;
  /** the approved signature (签名) put before every message */
  signName: string;
  /** ap-guangzhou, ap-beijing or ap-nanjing */
  region: string;
  /** one approved template id per template name (SMS_TEMPLATES) */
  templates: Record<SmsTemplate, string>;
  /** where requests go; default https://sms.tencentcloudapi.com (SMS_TENCENT_ENDPOINT) */
  endpoint: string;
}

/** WeChat Pay API v3 (providers/payment-wechatpay.ts, docs/deploy.md "WeChat Pay"). */
export interface WechatpayConfig {
  mchid: string;
  appid: string;
  /** serial number of the merchant API certificate */
  serial: string;
  /** the merchant API private key (PEM), read from WECHATPAY_PRIVATE_KEY_FILE */
  privateKey: string;
  /** the 32-byte API v3 key (AES-256-GCM of notify resources) */
  apiv3Key: string;
  /** WeChat Pay's public key (PEM) and its id (`PUB_KEY_ID_...`), or a platform
   * certificate's public key and its serial */
  publicKey: string;
  publicKeyId: string;
  /** public https origin the notify URLs are built on */
  notifyBase: string;
  /** API origin (default https://api.mch.weixin.qq.com; tests: the simulator) */
  baseUrl: string;
  /** timeout of one API call, ms */
  timeoutMs: number;
}

/** Alipay, public key mode (providers/payment-alipay.ts, docs/deploy.md "Alipay"). */
export interface AlipayConfig {
  appId: string;
  /** the app's RSA2 private key (PEM), read from ALIPAY_PRIVATE_KEY_FILE */
  privateKey: string;
  /** Alipay's public key (PEM), read from ALIPAY_PUBLIC_KEY_FILE */
  alipayPublicKey: string;
  /** public https origin the notify and return URLs are built on */
  notifyBase: string;
  /** the OpenAPI gateway (default https://openapi.alipay.com/gateway.do; tests: the simulator) */
  gateway: string;
  /** timeout of one API call, ms */
  timeoutMs: number;
}

export interface LocalConfig {
  /** map tile URL template `…/{z}/{x}/{y}.png` (LOCAL_TILE_URL); '' = no map, the default */
  tileUrl: string;
  /** navigation link template with {lat} {lng} {name} (LOCAL_NAV_URL; default OpenStreetMap) */
  navUrl: string;
}

export interface LiveConfig {
  /** HLS pull base of the media server (LIVE_HLS_BASE); '' = the committed test stream */
  hlsBase: string;
  /** RTMP push base of the media server (LIVE_RTMP_BASE); '' = the embedded ingest at the host
   * the streamer reached the shop by (`rtmp://<host>:<LIVE_RTMP_PORT>/live`) */
  rtmpBase: string;
  /** one comment per user per this many ms (LIVE_COMMENT_INTERVAL_MS, default 2000; 0 = off) */
  commentIntervalMs: number;
  /** folder of the committed HLS test stream served at /live-test/ (LIVE_TEST_STREAM_DIR) */
  testStreamDir: string;
  /** issue 24: the RTMP ingest (docs/live-media.md) */
  media: LiveMediaConfig;
}

/** issue 24: who receives the streamers' RTMP and writes the HLS (docs/live-media.md). */
export interface LiveMediaConfig {
  /** embedded (node-media-server + ffmpeg in the shop's process), external (nginx-rtmp / SRS
   * calling the shop's callbacks) or off (publishing refused) (LIVE_MEDIA; default embedded,
   * off under NODE_ENV=test) */
  mode: LiveMediaMode;
  /** embedded: the RTMP port (LIVE_RTMP_PORT, default 1935) and address (LIVE_RTMP_HOST) */
  rtmpPort: number;
  rtmpHost: string;
  /** embedded: where the HLS of each room is written, served at /live-hls/ (LIVE_HLS_DIR,
   * default DATA_DIR/live-hls) */
  hlsDir: string;
  /** keep a recording of each stream for its replay (LIVE_RECORD, default true) */
  record: boolean;
  /** embedded: the ffmpeg binary (LIVE_FFMPEG, default ffmpeg on the PATH) */
  ffmpeg: string;
  /** external: the shared secret the media server sends with its callbacks (LIVE_MEDIA_SECRET) */
  secret: string;
  /** external: nginx-rtmp's control module base, to drop a publisher at once
   * (LIVE_MEDIA_CONTROL_URL, e.g. http://127.0.0.1:8080/control); '' = only on_update drops it */
  controlUrl: string;
}

/** A start refused for its configuration: `problems` name each variable and what is wrong. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The server cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} missing or wrong.\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nSet them in the environment (README.md "Configuration" lists every variable).',
    );
    this.name = 'ConfigError';
  }
}

const DAY = 86_400;
const HOUR = 3_600;

// ---- the schema: one field per variable, each parsing the raw string ----

const blank = (v: unknown): boolean => v === undefined || v === '';
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

const boolStr = opt(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(s), {
      message: 'must be true or false',
    })
    .transform((s) => ['1', 'true', 'yes', 'on'].includes(s)),
);

const intStr = (min: number, max: number) =>
  opt(
    z
      .string()
      .trim()
      .regex(/^\d+$/, { message: 'must be a whole number' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { message: `must be at least ${min}` })
          .max(max, { message: `must be at most ${max}` }),
      ),
  );

const list = opt(z.string()).transform((s) =>
  s === undefined
    ? undefined
    : s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
);

const url = (protocols: string[]) =>
  opt(
    z
      .string()
      .trim()
      .refine(
        (s) => {
          try {
            return protocols.includes(new URL(s).protocol);
          } catch {
            return false;
          }
        },
        { message: `must be a URL (${protocols.join(' or ')})` },
      ),
  );

/** TRUST_PROXY: off, a hop count, or addresses / CIDRs of the proxies in front. */
const trustProxy = opt(z.string().trim()).transform((s, ctx): boolean | number | string => {
  if (s === undefined || ['0', 'false', 'off', 'no'].includes(s.toLowerCase())) return false;
  if (/^\d+$/.test(s)) return Number(s);
  const parts = s.split(',').map((p) => p.trim());
  const bad = parts.filter((p) => {
    const [addr, bits, ...rest] = p.split('/');
    if (rest.length || !addr || !isIP(addr)) return true;
    return bits !== undefined && !/^\d{1,3}$/.test(bits);
  });
  if (bad.length || ['true', 'yes', 'on'].includes(s.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (e.g. 1) or the proxies\' addresses (e.g. 127.0.0.1,10.0.0.0/8); "true" would let any client choose its address',
    });
    return false;
  }
  return parts.join(',');
});

const base64Key = opt(
  z
    .string()
    .trim()
    .refine((s) => Buffer.from(s, 'base64').length === 32, {
      message: 'must be base64 of 32 bytes (openssl rand -base64 32)',
    }),
);

/** S3 / OSS / COS bucket names: lower-case letters, digits, dots and hyphens, 3 to 63. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const BUCKET_MESSAGE = 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)';

/** The variables a provider needs, each named when missing. */
function required<K extends string>(
  e: Partial<Record<K, string | undefined>>,
  names: readonly K[],
  why: string,
  problems: string[],
): void {
  for (const name of names) {
    if (blank(e[name])) problems.push(`${name} is missing: ${why}`);
  }
}

/**
 * SMS_TENCENT_TEMPLATES: a JSON object naming one approved template id per template of this
 * app (providers/sms.ts SMS_TEMPLATES), e.g. {"register":"1234567",...}.
 */
function tencentTemplates(
  raw: string | undefined,
  problems: string[],
): Record<SmsTemplate, string> | undefined {
  const example = `{${SMS_TEMPLATES.map((n) => `"${n}":"<id>"`).join(',')}}`;
  if (raw === undefined) {
    problems.push(
      `SMS_TENCENT_TEMPLATES is missing: a JSON object of one template id per message, ${example}`,
    );
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push(`SMS_TENCENT_TEMPLATES: must be a JSON object, ${example}`);
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(`SMS_TENCENT_TEMPLATES: must be a JSON object, ${example}`);
    return undefined;
  }
  const obj = parsed as Record<string, unknown>;
  const out: Partial<Record<SmsTemplate, string>> = {};
  const bad: string[] = [];
  for (const name of SMS_TEMPLATES) {
    const v = obj[name];
    const id = typeof v === 'number' ? String(v) : v;
    if (typeof id === 'string' && /^\d{1,20}$/.test(id.trim())) out[name] = id.trim();
    else bad.push(name);
  }
  const unknown = Object.keys(obj).filter((k) => !(SMS_TEMPLATES as readonly string[]).includes(k));
  if (bad.length) {
    problems.push(`SMS_TENCENT_TEMPLATES: needs a template id (digits) for ${bad.join(', ')}`);
  }
  if (unknown.length) {
    problems.push(
      `SMS_TENCENT_TEMPLATES: unknown template ${unknown.join(', ')} (this build sends: ${SMS_TEMPLATES.join(', ')})`,
    );
  }
  return bad.length || unknown.length ? undefined : (out as Record<SmsTemplate, string>);
}

const envSchema = z.object({
  NODE_ENV: opt(z.string()),
  DEMO_MODE: boolStr,
  PORT: intStr(0, 65535),
  HOST: opt(z.string().trim()),
  DATA_DIR: opt(z.string()),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: list,
  API_BASE: url(['http:', 'https:']),
  MERCHANT_BASE: url(['http:', 'https:']),
  ADMIN_BASE: url(['http:', 'https:']),
  OPS_BASE: url(['http:', 'https:']), // issue 20 (ops-server)
  SOCKET_BASE: url(['http:', 'https:']),
  APP_TITLE: opt(z.string().trim().max(40)),
  WEB_DIR: opt(z.string()),
  SEED_DEMO: boolStr,
  AUTH_RATE_LIMIT: intStr(0, 1_000_000),
  SERVICE_PHONE: opt(z.string().trim().max(30)),
  // issue 19 part E: the ICP filing number shown in the web shop's footer ('' = none)
  ICP_NUMBER: opt(z.string().trim().max(60)),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  DATA_KEY: base64Key,
  PAYMENT_PROVIDERS: list,
  PAYOUT_PROVIDER: opt(z.string().trim()),
  PAYMENT_SANDBOX_SECRET: opt(z.string().min(16, { message: 'must be at least 16 characters' })),
  // issue 22: WeChat Pay API v3 (all required once PAYMENT_PROVIDERS names wechatpay)
  WECHATPAY_MCHID: opt(
    z
      .string()
      .trim()
      .regex(/^\d{8,12}$/, 'must be the merchant number (digits)'),
  ),
  WECHATPAY_APPID: opt(
    z
      .string()
      .trim()
      .regex(/^wx[0-9a-z]{16}$/i, 'must be an appid (wx…)'),
  ),
  WECHATPAY_SERIAL: opt(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{8,64}$/, 'must be hexadecimal'),
  ),
  WECHATPAY_PRIVATE_KEY_FILE: opt(z.string().trim()),
  WECHATPAY_APIV3_KEY: opt(
    z.string().refine((s) => Buffer.byteLength(s) === 32, { message: 'must be 32 bytes' }),
  ),
  WECHATPAY_PUBLIC_KEY_FILE: opt(z.string().trim()),
  WECHATPAY_PUBLIC_KEY_ID: opt(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{8,64}$/, 'invalid'),
  ),
  WECHATPAY_NOTIFY_BASE: url(['https:']),
  WECHATPAY_BASE_URL: url(['http:', 'https:']),
  WECHATPAY_TIMEOUT_MS: intStr(100, 60_000),
  // issue 22: Alipay (all but the gateway and timeout required once PAYMENT_PROVIDERS names alipay)
  ALIPAY_APP_ID: opt(
    z
      .string()
      .trim()
      .regex(/^\d{16}$/, 'must be the 16-digit app id'),
  ),
  ALIPAY_PRIVATE_KEY_FILE: opt(z.string().trim()),
  ALIPAY_PUBLIC_KEY_FILE: opt(z.string().trim()),
  ALIPAY_NOTIFY_BASE: url(['https:']),
  ALIPAY_GATEWAY: url(['http:', 'https:']),
  ALIPAY_TIMEOUT_MS: intStr(100, 60_000),
  SOCIAL_PROVIDER: opt(z.enum(SOCIAL_PROVIDERS)),
  SMS_PROVIDER: opt(z.enum(SMS_PROVIDERS)),
  WECHAT_LOGIN_APP_ID: opt(
    z
      .string()
      .trim()
      .regex(/^wx[0-9a-z]{16}$/i, 'must be an AppID (wx + 16 letters or digits)'),
  ),
  WECHAT_LOGIN_APP_SECRET: opt(
    z
      .string()
      .trim()
      .regex(/^[0-9a-zA-Z]{32}$/, 'must be the 32-character AppSecret'),
  ),
  WECHAT_LOGIN_CALLBACK_BASE: url(['https:', 'http:']),
  WECHAT_LOGIN_API_BASE: url(['https:', 'http:']),
  WECHAT_LOGIN_OPEN_BASE: url(['https:', 'http:']),
  // issue 22: Tencent Cloud SMS (required with SMS_PROVIDER=tencent, checked below)
  SMS_TENCENT_SECRET_ID: opt(z.string().trim()),
  SMS_TENCENT_SECRET_KEY: opt(z.string().trim()),
  SMS_TENCENT_SDK_APP_ID: opt(z.string().trim().regex(/^\d+$/, { message: 'must be digits' })),
  SMS_TENCENT_SIGN_NAME: opt(z.string().trim().max(40)),
  SMS_TENCENT_REGION: opt(
    z
      .string()
      .trim()
      .regex(/^[a-z]+-[a-z]+$/, { message: 'must be a region such as ap-guangzhou' }),
  ),
  SMS_TENCENT_TEMPLATES: opt(z.string()),
  SMS_TENCENT_ENDPOINT: url(['http:', 'https:']),
  // issue 22: object storage (required with STORAGE_PROVIDER=s3, checked below)
  STORAGE_PROVIDER: opt(z.enum(STORAGE_PROVIDERS)),
  STORAGE_S3_ENDPOINT: url(['http:', 'https:']),
  STORAGE_S3_REGION: opt(z.string().trim()),
  STORAGE_S3_BUCKET: opt(z.string().trim().regex(BUCKET, { message: BUCKET_MESSAGE })),
  STORAGE_S3_PRIVATE_BUCKET: opt(z.string().trim().regex(BUCKET, { message: BUCKET_MESSAGE })),
  STORAGE_S3_ACCESS_KEY_ID: opt(z.string().trim()),
  STORAGE_S3_SECRET_ACCESS_KEY: opt(z.string().trim()),
  STORAGE_S3_PUBLIC_BASE_URL: url(['http:', 'https:']),
  STORAGE_S3_FORCE_PATH_STYLE: boolStr,
  GEOCODER_PROVIDER: opt(z.enum(GEOCODER_PROVIDERS)), // issue 19, brief B
  AMAP_KEY: opt(
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/, 'must be the 32-hex-digit Web Service key'),
  ),
  AMAP_SECRET: opt(
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/, "must be the key's 32-hex-digit private key"),
  ),
  AMAP_BASE_URL: url(['https:', 'http:']),
  LOGISTICS_PROVIDER: opt(z.enum(LOGISTICS_PROVIDERS)),
  KUAIDI100_KEY: opt(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8,64}$/, 'must be the 授权key'),
  ),
  KUAIDI100_SALT: opt(z.string().min(16, { message: 'must be at least 16 characters' })),
  KUAIDI100_CALLBACK_BASE: url(['https:', 'http:']),
  KUAIDI100_BASE_URL: url(['https:', 'http:']),
  USER_SESSION_IDLE_DAYS: intStr(1, 365),
  USER_SESSION_MAX_DAYS: intStr(1, 3650),
  MERCHANT_SESSION_IDLE_HOURS: intStr(1, 720),
  MERCHANT_SESSION_MAX_DAYS: intStr(1, 30),
  DOWNLOAD_ANDROID_URL: url(['http:', 'https:']),
  DOWNLOAD_IOS_URL: url(['http:', 'https:']),
  DOWNLOAD_PAGE_URL: url(['http:', 'https:']),
  FEED_POSTS_PER_HOUR: intStr(0, 100_000),
  FEED_COMMENTS_PER_HOUR: intStr(0, 100_000),
  LIVE_HLS_BASE: url(['http:', 'https:']),
  LIVE_RTMP_BASE: url(['rtmp:', 'rtmps:']),
  LIVE_COMMENT_INTERVAL_MS: intStr(0, 3_600_000),
  LIVE_TEST_STREAM_DIR: opt(z.string()),
  // issue 24: the RTMP ingest
  LIVE_MEDIA: opt(z.enum(LIVE_MEDIA_MODES)),
  LIVE_RTMP_PORT: intStr(1, 65535),
  LIVE_RTMP_HOST: opt(
    z
      .string()
      .trim()
      .refine((s) => isIP(s) !== 0, 'must be an IP address'),
  ),
  LIVE_HLS_DIR: opt(z.string()),
  LIVE_RECORD: boolStr,
  LIVE_FFMPEG: opt(z.string().trim()),
  LIVE_MEDIA_SECRET: opt(z.string().min(24, { message: 'must be at least 24 characters' })),
  LIVE_MEDIA_CONTROL_URL: url(['http:', 'https:']),
  LOCAL_TILE_URL: opt(z.string().trim()),
  LOCAL_NAV_URL: opt(z.string().trim()),
});

/** Variables that configured business rules before and are refused now (read the reason). */
const RETIRED: Record<string, string> = {
  // issue 23 (moderation): these rules are settings of the operator console (Moderation →
  // Settings, stored in app_config), off in production and on in the demo seed
  LIVE_AUTO_APPROVE: 'is no longer read: auto-approval is a setting of the operator console',
  LOCAL_AUTO_APPROVE: 'is no longer read: auto-approval is a setting of the operator console',
  LIVE_BANNED_WORDS: 'is no longer read: banned words are edited in the operator console',
  FEED_BANNED_WORDS: 'is no longer read: banned words are edited in the operator console',
};

/** Reads a PEM file for `name`; a problem (not a stack trace) when it is missing or no key. */
function pemFile(
  name: string,
  file: string,
  kind: 'private' | 'public',
  problems: string[],
): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    problems.push(`${name}: cannot read ${file}`);
    return '';
  }
  try {
    if (kind === 'private') createPrivateKey(text);
    else createPublicKey(text);
  } catch {
    problems.push(`${name}: ${file} holds no ${kind} key in PEM form`);
    return '';
  }
  return text;
}

const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY_FILE',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_NOTIFY_BASE',
] as const;

/** The WeChat Pay settings (PAYMENT_PROVIDERS names wechatpay); every missing one is listed. */
function wechatpayConfig(
  e: Partial<z.infer<typeof envSchema>>,
  problems: string[],
): WechatpayConfig | undefined {
  const missing = WECHATPAY_REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length) {
    problems.push(
      `PAYMENT_PROVIDERS names wechatpay: set ${missing.join(', ')} (docs/deploy.md "WeChat Pay")`,
    );
    return undefined;
  }
  const privateKey = pemFile(
    'WECHATPAY_PRIVATE_KEY_FILE',
    e.WECHATPAY_PRIVATE_KEY_FILE!,
    'private',
    problems,
  );
  const publicKey = pemFile(
    'WECHATPAY_PUBLIC_KEY_FILE',
    e.WECHATPAY_PUBLIC_KEY_FILE!,
    'public',
    problems,
  );
  if (!privateKey || !publicKey) return undefined;
  return {
    mchid: e.WECHATPAY_MCHID!,
    appid: e.WECHATPAY_APPID!,
    serial: e.WECHATPAY_SERIAL!.toUpperCase(),
    privateKey,
    apiv3Key: e.WECHATPAY_APIV3_KEY!,
    publicKey,
    publicKeyId: e.WECHATPAY_PUBLIC_KEY_ID!,
    notifyBase: e.WECHATPAY_NOTIFY_BASE!.replace(/\/+$/, ''),
    baseUrl: (e.WECHATPAY_BASE_URL ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
    timeoutMs: e.WECHATPAY_TIMEOUT_MS ?? 10_000,
  };
}

const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY_FILE',
  'ALIPAY_PUBLIC_KEY_FILE',
  'ALIPAY_NOTIFY_BASE',
] as const;

/** The Alipay settings (PAYMENT_PROVIDERS names alipay); every missing one is listed. */
function alipayConfig(
  e: Partial<z.infer<typeof envSchema>>,
  problems: string[],
): AlipayConfig | undefined {
  const missing = ALIPAY_REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length) {
    problems.push(
      `PAYMENT_PROVIDERS names alipay: set ${missing.join(', ')} (docs/deploy.md "Alipay")`,
    );
    return undefined;
  }
  const privateKey = pemFile(
    'ALIPAY_PRIVATE_KEY_FILE',
    e.ALIPAY_PRIVATE_KEY_FILE!,
    'private',
    problems,
  );
  const alipayPublicKey = pemFile(
    'ALIPAY_PUBLIC_KEY_FILE',
    e.ALIPAY_PUBLIC_KEY_FILE!,
    'public',
    problems,
  );
  if (!privateKey || !alipayPublicKey) return undefined;
  return {
    appId: e.ALIPAY_APP_ID!,
    privateKey,
    alipayPublicKey,
    notifyBase: e.ALIPAY_NOTIFY_BASE!.replace(/\/+$/, ''),
    gateway: e.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
    timeoutMs: e.ALIPAY_TIMEOUT_MS ?? 10_000,
  };
}

/**
 * Reads the configuration; throws `ConfigError` listing every problem. `warnings` receives what
 * an operator must know at each start (sandbox providers, demo mode).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warnings: string[] = []): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join('.');
      problems.push(`${name}: ${issue.message}`);
    }
  }
  for (const [name, why] of Object.entries(RETIRED)) {
    if (!blank(env[name])) problems.push(`${name} ${why}`);
  }
  // Parse what can be parsed, so one message lists every problem.
  const e = parsed.success
    ? parsed.data
    : (envSchema
        .partial()
        .safeParse(
          Object.fromEntries(
            Object.entries(env).filter(([k]) => !parsed.error.issues.some((i) => i.path[0] === k)),
          ),
        ).data ?? {});

  const mode =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const demo = e.DEMO_MODE ?? mode !== 'production';
  const root = process.cwd();

  // issue 24: the ingest; external needs its callback secret and the HLS base it serves
  const liveMedia = e.LIVE_MEDIA ?? (mode === 'test' ? 'off' : 'embedded');
  const rtmpPort = e.LIVE_RTMP_PORT ?? 1935;
  if (liveMedia === 'external') {
    if (blank(e.LIVE_MEDIA_SECRET))
      problems.push(
        'LIVE_MEDIA_SECRET is missing: LIVE_MEDIA=external needs the secret the media server sends with on_publish (docs/live-media.md)',
      );
    if (blank(e.LIVE_HLS_BASE))
      problems.push(
        'LIVE_HLS_BASE is missing: LIVE_MEDIA=external needs the URL the media server serves its HLS at',
      );
    if (blank(e.LIVE_RTMP_BASE))
      problems.push(
        "LIVE_RTMP_BASE is missing: LIVE_MEDIA=external needs the media server's RTMP push base",
      );
  }

  const payment = e.PAYMENT_PROVIDERS ?? (demo ? ['sandbox'] : []);
  const unknown = payment.filter((p) => !(PAYMENT_PROVIDERS as readonly string[]).includes(p));
  if (unknown.length) {
    problems.push(
      `PAYMENT_PROVIDERS: unknown provider ${unknown.join(', ')} (this build has: ${PAYMENT_PROVIDERS.join(', ')})`,
    );
  } else if (payment.length === 0) {
    problems.push(
      `PAYMENT_PROVIDERS is missing: name the payment providers the cashier offers (this build has: ${PAYMENT_PROVIDERS.join(', ')}; "sandbox" takes no real money)`,
    );
  }
  const wechatpay = payment.includes('wechatpay') ? wechatpayConfig(e, problems) : undefined;
  const alipay = payment.includes('alipay') ? alipayConfig(e, problems) : undefined;
  // issue 22: payouts; the demo pays withdrawals out through the sandbox
  const payout = e.PAYOUT_PROVIDER ?? (demo && payment.includes('sandbox') ? 'sandbox' : 'none');
  if (!(PAYOUT_PROVIDERS as readonly string[]).includes(payout)) {
    problems.push(
      `PAYOUT_PROVIDER=${payout}: ${(PAYMENT_PROVIDERS as readonly string[]).includes(payout) ? 'this provider has no payouts' : 'unknown provider'} (this build pays out through: ${PAYOUT_PROVIDERS.join(', ')}; "none" leaves withdrawals to be paid by hand)`,
    );
  } else if (payout !== 'none' && !payment.includes(payout)) {
    problems.push(
      `PAYOUT_PROVIDER=${payout}: PAYMENT_PROVIDERS must name it too (with its settings)`,
    );
  }
  const sms = e.SMS_PROVIDER ?? (demo ? 'outbox' : undefined);
  if (!sms) {
    problems.push(
      `SMS_PROVIDER is missing: name the SMS provider (this build has: ${SMS_PROVIDERS.join(', ')}; "outbox" sends nothing and shows codes at /__dev/sms-outbox)`,
    );
  }
  let smsTencent: TencentSmsConfig | undefined;
  if (sms === 'tencent') {
    const n = problems.length;
    required(
      e,
      [
        'SMS_TENCENT_SECRET_ID',
        'SMS_TENCENT_SECRET_KEY',
        'SMS_TENCENT_SDK_APP_ID',
        'SMS_TENCENT_SIGN_NAME',
        'SMS_TENCENT_REGION',
      ] as const,
      'SMS_PROVIDER=tencent needs it (docs/deploy.md "SMS")',
      problems,
    );
    const templates = tencentTemplates(e.SMS_TENCENT_TEMPLATES, problems);
    if (problems.length === n && templates) {
      smsTencent = {
        secretId: e.SMS_TENCENT_SECRET_ID as string,
        secretKey: e.SMS_TENCENT_SECRET_KEY as string,
        sdkAppId: e.SMS_TENCENT_SDK_APP_ID as string,
        signName: e.SMS_TENCENT_SIGN_NAME as string,
        region: e.SMS_TENCENT_REGION as string,
        templates,
        endpoint: (e.SMS_TENCENT_ENDPOINT ?? 'https://sms.tencentcloudapi.com').replace(/\/+$/, ''),
      };
    }
  }
  let storage: StorageConfig = { provider: 'local' };
  if (e.STORAGE_PROVIDER === 's3') {
    const n = problems.length;
    required(
      e,
      [
        'STORAGE_S3_ENDPOINT',
        'STORAGE_S3_REGION',
        'STORAGE_S3_BUCKET',
        'STORAGE_S3_PRIVATE_BUCKET',
        'STORAGE_S3_ACCESS_KEY_ID',
        'STORAGE_S3_SECRET_ACCESS_KEY',
        'STORAGE_S3_PUBLIC_BASE_URL',
      ] as const,
      'STORAGE_PROVIDER=s3 needs it (docs/deploy.md "Object storage")',
      problems,
    );
    if (e.STORAGE_S3_BUCKET && e.STORAGE_S3_BUCKET === e.STORAGE_S3_PRIVATE_BUCKET) {
      problems.push(
        'STORAGE_S3_PRIVATE_BUCKET must differ from STORAGE_S3_BUCKET: ID card photos need a bucket without public read',
      );
    }
    if (problems.length === n) {
      storage = {
        provider: 's3',
        endpoint: e.STORAGE_S3_ENDPOINT as string,
        region: e.STORAGE_S3_REGION as string,
        bucket: e.STORAGE_S3_BUCKET as string,
        privateBucket: e.STORAGE_S3_PRIVATE_BUCKET as string,
        accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID as string,
        secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY as string,
        publicBaseUrl: (e.STORAGE_S3_PUBLIC_BASE_URL as string).replace(/\/+$/, ''),
        forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE ?? false,
      };
    }
  }
  const social = e.SOCIAL_PROVIDER ?? (demo ? 'sandbox' : 'none');
  const geocoder = e.GEOCODER_PROVIDER ?? 'sandbox';
  if (geocoder === 'amap' && !e.AMAP_KEY && blank(env.AMAP_KEY)) {
    problems.push(
      'GEOCODER_PROVIDER=amap needs AMAP_KEY: the key of an AMap Web Service (Web服务) application, and AMAP_SECRET when its digital signature is on (docs/deploy.md "Maps")',
    );
  }
  const logistics = e.LOGISTICS_PROVIDER ?? 'sandbox';
  if (logistics === 'kuaidi100') {
    const missing = (
      ['KUAIDI100_KEY', 'KUAIDI100_SALT', 'KUAIDI100_CALLBACK_BASE'] as const
    ).filter((k) => blank(env[k]));
    if (missing.length) {
      problems.push(
        `LOGISTICS_PROVIDER=kuaidi100 needs ${missing.join(', ')}: the 授权key, a secret of your choice (16+ characters) that Kuaidi100 signs its pushes with, and this server's public https origin (docs/deploy.md "Logistics tracking")`,
      );
    }
  }
  let wechatLogin: WechatLoginSettings | null = null;
  if (social === 'wechat') {
    const missing = (
      ['WECHAT_LOGIN_APP_ID', 'WECHAT_LOGIN_APP_SECRET', 'WECHAT_LOGIN_CALLBACK_BASE'] as const
    ).filter((k) => !e[k]);
    const invalidNow = missing.filter((k) => !blank(env[k])); // already listed as malformed
    if (missing.length > invalidNow.length) {
      problems.push(
        `SOCIAL_PROVIDER=wechat needs ${missing.filter((k) => blank(env[k])).join(', ')}: the official account's AppID and AppSecret, and this server's public https origin (docs/deploy.md "WeChat login")`,
      );
    } else if (!missing.length) {
      wechatLogin = {
        appId: e.WECHAT_LOGIN_APP_ID!,
        appSecret: e.WECHAT_LOGIN_APP_SECRET!,
        callbackBase: e.WECHAT_LOGIN_CALLBACK_BASE!.replace(/\/+$/, ''),
        apiBase: (e.WECHAT_LOGIN_API_BASE ?? 'https://api.weixin.qq.com').replace(/\/+$/, ''),
        openBase: (e.WECHAT_LOGIN_OPEN_BASE ?? 'https://open.weixin.qq.com').replace(/\/+$/, ''),
      };
    }
  }

  if (!demo) {
    if (payment.includes('sandbox')) {
      warnings.push(
        'PAYMENT_PROVIDERS names "sandbox": orders can be paid without money through the sandbox cashier',
      );
    }
    if (payout === 'sandbox') {
      warnings.push('PAYOUT_PROVIDER=sandbox: withdrawals are marked paid without money moving');
    }
    if (sms === 'outbox') {
      warnings.push(
        'SMS_PROVIDER=outbox: no SMS is sent; codes are only written to the sms_outbox table',
      );
    }
    if (social === 'sandbox') {
      warnings.push('SOCIAL_PROVIDER=sandbox: WeChat login is played by a sandbox page');
    }
    // issue 19, brief B: the only geocoder of this build is the sandbox (issue 22 adds a real one)
    if (geocoder === 'sandbox') {
      warnings.push(
        'GEOCODER_PROVIDER=sandbox: addresses are placed at their district centre from a built-in table; local delivery refuses addresses it cannot place',
      );
    }
  } else {
    warnings.push(
      'DEMO MODE: demo data and sandbox providers (payment takes no money, WeChat login is a sandbox page, SMS codes are shown at /__dev/sms-outbox). Set DEMO_MODE=false with real providers to take real orders.',
    );
  }
  if (mode === 'production' && e.DATABASE_URL && !e.DATA_KEY) {
    problems.push(
      'DATA_KEY is missing: with DATABASE_URL in production the key that encrypts ID and bank card numbers must be set (openssl rand -base64 32), and backed up with the database',
    );
  }

  const userIdleS = (e.USER_SESSION_IDLE_DAYS ?? 30) * DAY;
  const userMaxS = (e.USER_SESSION_MAX_DAYS ?? 90) * DAY;
  if (userIdleS > userMaxS) {
    problems.push('USER_SESSION_IDLE_DAYS must not be longer than USER_SESSION_MAX_DAYS');
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    env: mode,
    demo,
    trustProxy: e.TRUST_PROXY ?? false,
    corsOrigins: e.CORS_ORIGINS ?? ['app://kiosk', 'app://shop'],
    apiBase: e.API_BASE ?? '',
    merchantBase: e.MERCHANT_BASE ?? '',
    adminBase: e.ADMIN_BASE ?? '',
    opsBase: e.OPS_BASE ?? '', // issue 20 (ops-server)
    socketBase: e.SOCKET_BASE ?? '',
    appTitle: e.APP_TITLE ?? '优选商城',
    webDir: path.resolve(root, e.WEB_DIR ?? 'dist'),
    seedDemo: e.SEED_DEMO ?? demo,
    authRateLimit: e.AUTH_RATE_LIMIT ?? 60,
    servicePhone: e.SERVICE_PHONE ?? '400-800-8888',
    icpNumber: e.ICP_NUMBER ?? '',
    logLevel: e.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    dataKey: e.DATA_KEY,
    paymentProviders: payment as PaymentProviderName[],
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    payoutProvider: payout as PayoutProviderName,
    wechatpay,
    alipay,
    socialProvider: social,
    wechatLogin,
    smsProvider: sms ?? 'outbox',
    smsTencent,
    storage,
    geocoderProvider: geocoder, // issue 19, brief B
    kuaidi100:
      logistics === 'kuaidi100' && e.KUAIDI100_KEY && e.KUAIDI100_SALT && e.KUAIDI100_CALLBACK_BASE
        ? {
            key: e.KUAIDI100_KEY,
            salt: e.KUAIDI100_SALT,
            callbackBase: e.KUAIDI100_CALLBACK_BASE.replace(/\/+$/, ''),
            baseUrl: (e.KUAIDI100_BASE_URL ?? 'https://poll.kuaidi100.com').replace(/\/+$/, ''),
          }
        : null,
    amap:
      geocoder === 'amap' && e.AMAP_KEY
        ? {
            key: e.AMAP_KEY,
            secret: e.AMAP_SECRET ?? '',
            baseUrl: (e.AMAP_BASE_URL ?? 'https://restapi.amap.com').replace(/\/+$/, ''),
          }
        : null,
    sessions: {
      userIdleS,
      userMaxS,
      merchantIdleS: (e.MERCHANT_SESSION_IDLE_HOURS ?? 72) * HOUR,
      merchantMaxS: (e.MERCHANT_SESSION_MAX_DAYS ?? 30) * DAY,
    },
    downloadAndroidUrl: e.DOWNLOAD_ANDROID_URL ?? '',
    downloadIosUrl: e.DOWNLOAD_IOS_URL ?? '',
    downloadPageUrl: e.DOWNLOAD_PAGE_URL ?? '',
    feedPostsPerHour: e.FEED_POSTS_PER_HOUR ?? 10,
    feedCommentsPerHour: e.FEED_COMMENTS_PER_HOUR ?? 60,
    local: {
      tileUrl: e.LOCAL_TILE_URL ?? '',
      navUrl:
        e.LOCAL_NAV_URL ??
        'https://www.openstreetmap.org/?mlat={lat}&mlon={lng}#map=17/{lat}/{lng}',
    },
    live: {
      hlsBase: (e.LIVE_HLS_BASE ?? '').replace(/\/+$/, ''),
      rtmpBase: (e.LIVE_RTMP_BASE ?? '').replace(/\/+$/, ''),
      commentIntervalMs: e.LIVE_COMMENT_INTERVAL_MS ?? 2000,
      testStreamDir: path.resolve(root, e.LIVE_TEST_STREAM_DIR ?? 'fixtures/live-test'),
      media: {
        mode: liveMedia,
        rtmpPort,
        rtmpHost: e.LIVE_RTMP_HOST ?? '0.0.0.0',
        hlsDir: path.resolve(root, e.LIVE_HLS_DIR ?? path.join(e.DATA_DIR ?? 'data', 'live-hls')),
        record: e.LIVE_RECORD ?? true,
        ffmpeg: e.LIVE_FFMPEG ?? 'ffmpeg',
        secret: e.LIVE_MEDIA_SECRET ?? '',
        controlUrl: (e.LIVE_MEDIA_CONTROL_URL ?? '').replace(/\/+$/, ''),
      },
    },
  };
}
