/**
 * The Fastify app as a tree of plugins (STYLE.md section 5): external plugins (form body, CORS,
 * static), the security headers, then the app's own routes by domain, one error handler mapping errors to
 * the spec's envelope. Tests build it and call `inject` or listen on a port.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { REPLY } from '../shared/constants';
import { UPLOAD_CEILING_BYTES } from '../shared/rules/business-settings';
import { decodeForm } from '../shared/form-encoding';
import { Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, sqliteFile, type Database } from './db';
import { langOf, t } from './messages';
import { logRedaction } from './lib/log-redaction';
import { attachPublicCache, PublicCache } from './lib/public-cache';
import { connectRedis } from './lib/redis';
import { ReplyError } from './lib/reply';
import { createSecretBox, loadDataKey } from './lib/secret-box';
import { authRoutes } from './modules/auth/auth.routes';
import { bankRoutes } from './modules/bank/bank.routes';
import { brandRoutes } from './modules/brand/brand.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { activityRoutes } from './modules/catalogue/activity.routes';
import { activityServerRoutes } from './modules/activity/activity.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { commentRoutes } from './modules/catalogue/comment.routes';
import { detailRoutes } from './modules/catalogue/detail.routes';
import { searchRoutes } from './modules/catalogue/search.routes';
import { collectionRoutes } from './modules/collection/collection.routes';
import { configRoutes, readConfig } from './modules/config/config.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { cabinetRoutes, merchantAuthRoutes } from './modules/cabinet/cabinet.routes';
import { sellerRoutes } from './modules/seller/seller.routes';
import { uploadRoutes } from './modules/upload/upload.routes';
import { addressRoutes } from './modules/user/address.routes';
import { profileRoutes } from './modules/user/profile.routes';
import { userRoutes } from './modules/user/user.routes';
import { payPasswordRoutes } from './modules/wallet/pay-password.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { afterSaleRoutes } from './modules/after-sale/after-sale.routes';
import { orderRoutes, startOrderSweeper } from './modules/order/order.routes';
import { startIntegralExpirySweeper } from './modules/wallet/integral-expiry';
import { paymentRoutes } from './modules/payment/payment.routes';
import { loadPaymentProviders } from './modules/payment/payment.service';
import { reviewRoutes } from './modules/review/review.routes';
import { accountRoutes } from './modules/account/account.routes';
import { inviteRoutes } from './modules/invite/invite.routes';
import { loanRoutes } from './modules/loan/loan.routes';
import { socialRoutes } from './modules/social/social.routes';
import { promoRoutes } from './modules/promo/promo.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { complaintRoutes } from './modules/complaint/complaint.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { localRoutes } from './modules/local/local.routes';
import { messageRoutes } from './modules/message/message.routes';
import { liveRoutes } from './modules/live/live.routes';
import { opsRoutes } from './modules/ops/ops.routes'; // issue 20 (ops-server)
import { LIVE_HLS_PREFIX, LIVE_TEST_PREFIX } from './modules/live/live.service';
import { liveHlsDir } from './modules/live/live-media.service'; // issue 24
import { outboxSms, type SmsProvider } from './providers/sms';
import { sandboxSocial, type SocialProvider } from './providers/social';
import { sandboxGeocoder } from './providers/geocoder-sandbox'; // issue 19, brief B
import type { GeocoderProvider } from './providers/geocoder';
import type { LogisticsProvider } from './providers/logistics';
import { logisticsNotifyPath, logisticsRoutes } from './modules/logistics/logistics.routes';
import { assertCleanText } from './lib/route';
import { localDiskStorage, UPLOADS_PREFIX, type StorageProvider } from './providers/storage';
import { attachRealtime } from './plugins/realtime';
import {
  inlineScriptHashes,
  originAllowed,
  SecurityHeaderSet,
  withScriptSources,
} from './plugins/security';

export interface BuildOptions {
  database?: Database;
  clock?: Clock;
  /** attach socket.io (default true) */
  realtime?: boolean;
  /** where log lines go (tests read them); default standard output */
  logStream?: { write: (line: string) => void };
  /** the connection timeouts, ms (tests shorten them) */
  timeouts?: Partial<typeof TIMEOUTS>;
}

/**
 * How long a client may take, ms. A socket with no traffic for `idle` is closed (a stalled
 * request body included); a request must arrive whole within `request` (a slow drip too);
 * headers within `headers`. WebSockets are exempt: socket.io's upgrade clears the socket's
 * timeout and its pings detect dead peers. Uploads are at most UPLOAD_MAX_BYTES, so 60 s is
 * about 170 KB/s for the largest photo.
 */
export const TIMEOUTS = { idle: 75_000, request: 60_000, headers: 20_000, check: 5_000 };

export interface Built {
  fastify: FastifyInstance;
  app: AppContext;
}

/**
 * Fastify's trust of X-Forwarded-*: the configured proxy addresses, or a hop count (the nearest
 * n peers are trusted, as Express does; only safe when the server is reachable solely through
 * those proxies), or nothing.
 */
export function trustProxyOption(
  v: Config['trustProxy'],
): boolean | string | ((addr: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_addr, hop) => hop < v : v;
}

/** Body limit for form and JSON requests; uploads get their own limit. */
const BODY_LIMIT = 1024 * 1024;

/*
 * Real providers are imported only when the configuration names them. Their SDKs (alipay-sdk,
 * the AWS S3 client, wechatpay-axios-plugin, Tencent Cloud's SMS SDK, axios) held 54 MiB of
 * resident memory in a demo server that uses none of them (issue 21; scripts/bench-memory.mjs on
 * a quiet machine, two runs each: after load 121.8 / 129.1 -> 107.6 / 112.7 MiB).
 */

/** issue 22: the SMS provider the configuration names (config.ts checked its settings). */
async function smsProviderOf(config: Config): Promise<SmsProvider> {
  if (config.smsProvider === 'outbox') return outboxSms(config.appTitle);
  if (!config.smsTencent) throw new Error('SMS_PROVIDER=tencent without its settings');
  const { tencentSms } = await import('./providers/sms-tencent');
  return tencentSms(config.smsTencent);
}

/** issue 22: the file storage the configuration names. */
async function storageProviderOf(config: Config, uploadsDir: string): Promise<StorageProvider> {
  if (config.storage.provider === 's3') {
    const { s3Storage } = await import('./providers/storage-s3');
    return s3Storage(config.storage);
  }
  // Private files (ID card photos) live beside, never inside, the public /uploads/ root.
  return localDiskStorage({
    publicRoot: uploadsDir,
    privateRoot: path.join(config.dataDir, 'private'),
  });
}

/** GEOCODER_PROVIDER: the sandbox's district centres, or AMap (its failures logged). */
async function geocoderOf(
  config: Config,
  onError: (what: string) => void,
): Promise<GeocoderProvider> {
  if (!config.amap) return sandboxGeocoder;
  const { amapGeocoder } = await import('./providers/geocoder-amap');
  return amapGeocoder({ ...config.amap, onError });
}

/** LOGISTICS_PROVIDER: none (sandbox traces) or Kuaidi100's push (modules/logistics). */
async function logisticsOf(config: Config): Promise<LogisticsProvider | null> {
  if (!config.kuaidi100) return null;
  const { kuaidi100Logistics } = await import('./providers/logistics-kuaidi100');
  return kuaidi100Logistics({
    ...config.kuaidi100,
    callbackUrl: `${config.kuaidi100.callbackBase}${logisticsNotifyPath('kuaidi100')}`,
  });
}

/** WeChat login: the sandbox, or the real one when WECHAT_LOGIN_* are set. */
async function socialOf(config: Config): Promise<SocialProvider> {
  if (!config.wechatLogin) return sandboxSocial;
  const { wechatSocial } = await import('./providers/social-wechat');
  return wechatSocial(config.wechatLogin);
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<Built> {
  // first: an unreachable Redis fails the start before anything else is opened
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const database =
    opts.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config.dataDir) });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const clock = opts.clock ?? new Clock();
  // providers made before the server report their failures to its log once it exists
  let providerLog: Pick<FastifyBaseLogger, 'warn'> = { warn: () => undefined };
  const app: AppContext = {
    config,
    database,
    clock,
    sms: await smsProviderOf(config),
    geocoder: await geocoderOf(config, (what) => providerLog.warn(what)),
    logistics: await logisticsOf(config),
    storage: await storageProviderOf(config, uploadsDir),
    secrets: createSecretBox(
      loadDataKey({
        dataKey: config.dataKey,
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        env: config.env,
      }),
    ),
    io: null,
    redis,
    cache: new PublicCache(() => clock.now()),
  };
  await loadPaymentProviders(app);

  const timeouts = { ...TIMEOUTS, ...opts.timeouts };
  const fastify = Fastify<http.Server>({
    logger:
      config.logLevel === 'silent' && !opts.logStream
        ? false
        : {
            level: config.logLevel === 'silent' ? 'info' : config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            ...logRedaction,
          },
    bodyLimit: BODY_LIMIT,
    // Off unless configured: with `true` any client could name its own address in
    // X-Forwarded-For and step around the per-IP limits.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify applies its timeouts only to a server it creates; this one also sets the
    // headers timeout and how often Node checks request timeouts (default 30 s).
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: timeouts.headers,
          requestTimeout: timeouts.request,
          keepAliveTimeout: Math.min(5_000, timeouts.idle),
          connectionsCheckingInterval: timeouts.check,
        },
        handler,
      );
      server.setTimeout(timeouts.idle);
      return server;
    },
  });
  providerLog = fastify.log;
  // onClose hooks run last-registered first: this one, the first, closes Redis and the database
  // after every module's hook stopped (jobs finish their tick, the live hub drops its counts)
  fastify.addHook('onClose', async () => {
    await redis?.close();
    if (!opts.database) await database.close();
  });

  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, decodeForm(body as string)),
  );

  await fastify.register(cors, {
    origin: (origin, cb) => cb(null, originAllowed(config, origin)),
    allowedHeaders: [
      'Content-Type',
      'Accept',
      'Authorization',
      'token',
      'X-Client',
      'X-Terminal-Id',
      'Accept-Language',
    ],
    exposedHeaders: ['X-Server-Time'],
    maxAge: 600,
  });
  // The security headers (plugins/security.ts `SecurityHeaderSet`), rebuilt when the web-view
  // allow-list of the app config (the policy's frame-src) changes: read when the server is ready
  // (migrated) and every minute after.
  const security = new SecurityHeaderSet(config);
  const refreshWebViewHosts = async () => {
    const hosts = await readConfig<unknown>(database.db, 'web_view_hosts', []).catch(() => null);
    if (Array.isArray(hosts)) {
      security.setFrameHosts(hosts.filter((h): h is string => typeof h === 'string'));
    }
  };
  let webViewTimer: NodeJS.Timeout | null = null;
  fastify.addHook('onReady', async () => {
    await refreshWebViewHosts();
    webViewTimer = setInterval(() => void refreshWebViewHosts(), 60_000);
    webViewTimer.unref();
  });
  fastify.addHook('onClose', (_instance, done) => {
    if (webViewTimer) clearInterval(webViewTimer);
    done();
  });
  // One hook for the headers of every answer: the security headers, and the server time that
  // countdowns and activity windows use (the offset to it, never the device clock alone).
  fastify.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(security.headers).header('X-Server-Time', String(app.clock.now()));
    done();
  });

  // Compression of everything that has no pre-compressed copy (the apps' pages, /config.js, API
  // answers, CSV exports): brotli or gzip as the browser accepts, above 1 KB. The build's assets
  // are sent as their .br/.gz copies by the static plugin (already encoded, so left alone here).
  // Brotli at quality 4 for answers made per request: the default (11) costs ~30x the CPU for a
  // few per cent smaller JSON.
  await fastify.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Image uploads (/api/upload/image): one file of at most UPLOAD_CEILING_BYTES (the routes
  // check the business setting `upload.max_bytes` below it), a few fields.
  await fastify.register(multipart, {
    limits: { fileSize: UPLOAD_CEILING_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  // No lone surrogate or control character in any input of any route (lib/route.ts).
  fastify.addHook('preValidation', (req, _reply, done) => {
    try {
      assertCleanText(req);
      done();
    } catch (err) {
      done(err as Error);
    }
  });

  fastify.setErrorHandler((err: FastifyError | ReplyError, req, reply) => {
    const merchant = Boolean(
      (req.routeOptions.config as { merchant?: boolean } | undefined)?.merchant,
    );
    const lang = langOf(req.headers['accept-language']);
    let code: number;
    let message: string;
    if (err instanceof ReplyError) {
      code = err.code;
      message = err.message;
    } else if (
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      // Malformed body, wrong content type, body too large: bad input, not a server fault.
      code = REPLY.INVALID;
      message = `${t(lang, 'invalid')}: ${err.message}`.slice(0, 200);
    } else {
      req.log.error(err);
      return reply.code(500).send({ code: 500, message: t(lang, 'serverError'), data: null });
    }
    // issue 20 (ops-server): operator routes answer the HTTP status equal to the code, with data
    if ((req.routeOptions.config as { ops?: boolean } | undefined)?.ops) {
      const status = ([401, 403, 422, 423] as number[]).includes(code) ? code : REPLY.INVALID;
      return reply
        .code(status)
        .send({ code: status, message, data: err instanceof ReplyError ? err.data : null });
    }
    if (merchant) {
      // 403: a courier's session on a merchant-only route (lib/route.ts, issue 18)
      const status =
        code === REPLY.UNAUTHORIZED
          ? 401
          : code === REPLY.LOCKED
            ? 423
            : code === REPLY.FORBIDDEN
              ? 403
              : 422;
      return reply.code(status).send({ code: status, message, data: null });
    }
    return reply
      .code(200)
      .send({ code, message, data: err instanceof ReplyError ? err.data : null });
  });

  fastify.setNotFoundHandler((req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    if (req.url === '/' || req.url.startsWith('/?')) return reply.redirect('/h5/');
    return reply.code(404).send({ code: 404, message: t(lang, 'notFound'), data: null });
  });

  // issue 21: before any module takes `app.database.db` (its write plugin invalidates the cache)
  await attachPublicCache(fastify, app);
  authRoutes(fastify, app);
  userRoutes(fastify, app);
  addressRoutes(fastify, app);
  configRoutes(fastify, app);
  catalogueRoutes(fastify, app);
  searchRoutes(fastify, app);
  detailRoutes(fastify, app);
  commentRoutes(fastify, app);
  activityRoutes(fastify, app);
  activityServerRoutes(fastify, app);
  sellerRoutes(fastify, app);
  brandRoutes(fastify, app);
  cartRoutes(fastify, app);
  collectionRoutes(fastify, app);
  merchantAuthRoutes(fastify, app);
  mediaRoutes(fastify);
  walletRoutes(fastify, app);
  payPasswordRoutes(fastify, app);
  bankRoutes(fastify, app);
  identityRoutes(fastify, app);
  uploadRoutes(fastify, app);
  profileRoutes(fastify, app);
  orderRoutes(fastify, app);
  paymentRoutes(fastify, app);
  afterSaleRoutes(fastify, app);
  reviewRoutes(fastify, app);
  // account, social login (sandbox provider), invitations, loans
  accountRoutes(fastify, app);
  inviteRoutes(fastify, app);
  loanRoutes(fastify, app);
  socialRoutes(fastify, app, await socialOf(app.config));
  // merchant cabinet domain (docs/glossary.md "cabinet"): cabinets, classes, goods, slot stock,
  // restock, cabinet sales, the merchant's shop goods and orders, addresses, purchase, money
  cabinetRoutes(fastify, app);
  // promotions: coupons, sign-in and tasks, group buying (and its sweeper)
  promoRoutes(fastify, app);
  // customer chat, service inbox, complaints (docs/api-chat.md)
  chatRoutes(fastify, app);
  complaintRoutes(fastify, app);
  // neighbourhood feed: posts, comments, likes, reports (docs/api-feed.md)
  feedRoutes(fastify, app);
  localRoutes(fastify, app); // local shop and food ordering (docs/api-local-shop.md)
  // message centre, shop news, push devices, clauses, download page (docs/api-messages.md)
  messageRoutes(fastify, app);
  // live streaming: rooms, goods library, comments, likes (docs/api-live.md)
  liveRoutes(fastify, app);
  // issue 20 (ops-server): the operator console's API (/api/ops/*, docs/operators.md)
  opsRoutes(fastify, app);
  // closes overdue unpaid orders every 30 s; stopped by onClose
  startOrderSweeper(fastify, app);
  logisticsRoutes(fastify, app); // issue 22: tracking pushes (only with a provider)
  // expires points 365 days after they were earned (docs/api-promotions.md "Points expiry")
  startIntegralExpirySweeper(fastify, app);
  // the SMS outbox page of the outbox provider (demo), and in tests the test-only routes
  devRoutes(fastify, app);

  fastify.get('/runtime-config.js', (_req, reply) => {
    const runtime = {
      apiBase: config.apiBase,
      merchantBase: config.merchantBase,
      adminBase: config.adminBase,
      opsBase: config.opsBase, // issue 20 (ops-server): the operator console's API base
      socketBase: config.socketBase,
      appTitle: config.appTitle,
      dev: config.env !== 'production',
      demo: config.demo,
    };
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__SHOP_CONFIG__=${JSON.stringify(runtime)};`);
  });

  // Uploaded images of the local storage provider. Names are random and never reused, so they
  // cache for a year; nosniff keeps a browser from reading one as anything but its image type.
  fs.mkdirSync(uploadsDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    setHeaders: (res) => {
      void res.header('cache-control', 'public, max-age=31536000, immutable');
      void res.header('x-content-type-options', 'nosniff');
    },
  });

  // The committed HLS test stream (fixtures/live-test): every pull/replay URL while
  // LIVE_HLS_BASE is empty (docs/api-live.md "Streams").
  if (fs.existsSync(config.live.testStreamDir)) {
    await fastify.register(fastifyStatic, {
      root: config.live.testStreamDir,
      prefix: LIVE_TEST_PREFIX,
      index: false,
      list: false,
      dotfiles: 'deny',
      decorateReply: false,
      allowedPath: (p) => /^\/?[A-Za-z0-9_-]+\.(m3u8|mpegts)$/.test(p),
      setHeaders: (res, file) => {
        void res.header(
          'content-type',
          file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
        );
        void res.header('cache-control', 'public, max-age=300');
        void res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  // issue 24: the HLS the embedded ingest writes (a room's live playlist, its recording)
  if (config.live.media.mode === 'embedded' && !config.live.hlsBase) {
    const root = liveHlsDir(app);
    fs.mkdirSync(root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root,
      prefix: LIVE_HLS_PREFIX,
      index: false,
      list: false,
      dotfiles: 'deny',
      decorateReply: false,
      allowedPath: (p) =>
        /^\/?room-\d{1,10}\/(?:(?:index|replay)\.m3u8|(?:live|rec)-\d{1,9}\.ts)$/.test(p),
      setHeaders: (res, file) => {
        const playlist = file.endsWith('.m3u8');
        void res.header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
        // a live playlist changes every second; segments never change
        void res.header('cache-control', playlist ? 'no-cache' : 'public, max-age=3600');
        void res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  // issue 20: `admin` is the operator console, hosted like the other two
  for (const appName of ['h5', 'kiosk', 'admin'] as const) {
    const root = path.join(config.webDir, appName);
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) continue;
    // The app's page, re-read per request only in development (a rebuild must show at once).
    // Issue 21: its inline scripts (the h5 boot script) are allowed by their hashes, and its
    // brotli / gzip copy (scripts/build-web.mjs) is sent when accepted, like the assets.
    const readPage = () => {
      const html = fs.readFileSync(indexFile, 'utf8');
      const copies: Record<string, Buffer | null> = {};
      for (const enc of ['br', 'gz']) {
        const copy = `${indexFile}.${enc}`;
        copies[enc] = fs.existsSync(copy) ? fs.readFileSync(copy) : null;
      }
      return { html, copies, hashes: inlineScriptHashes(html) };
    };
    const cached = readPage();
    fastify.get(`/${appName}/`, (req, reply) => {
      const page = config.env === 'development' ? readPage() : cached;
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        void reply.header('content-security-policy', withScriptSources(csp, page.hashes));
      }
      void reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      for (const [enc, name] of [
        ['br', 'br'],
        ['gz', 'gzip'],
      ] as const) {
        const body = page.copies[enc];
        if (body && new RegExp(`\\b${name}\\b`).test(accepts)) {
          return reply.header('content-encoding', name).send(body);
        }
      }
      return reply.send(page.html);
    });
    await fastify.register(fastifyStatic, {
      root,
      prefix: `/${appName}/`,
      index: false,
      decorateReply: false,
      // the build writes .br and .gz copies (scripts/build-web.mjs); sent when accepted
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated to pick up a new build.
      // The kiosk's service worker (sw.js, issue 18) too: its file list changes with each build.
      setHeaders: (res, file) => {
        const revalidate = file.endsWith('.html') || path.basename(file).startsWith('sw.js');
        void res.header(
          'cache-control',
          revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
        if (revalidate && path.basename(file).startsWith('sw.js')) {
          void res.header('service-worker-allowed', `/${appName}/`);
        }
      },
    });
  }

  const realtime = opts.realtime !== false ? await attachRealtime(fastify, app) : null;
  fastify.addHook('onClose', async () => {
    await realtime?.close();
  });

  return { fastify, app };
}
