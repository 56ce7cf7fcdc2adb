import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_CODE, MERCHANT_VERSION } from '../../src/shared/constants';
import { loadConfig } from '../../src/server/config';
import type { CONFIG } from '../../src/shared/contract/config';
import type { RouteOutput } from '../../src/shared/contract/route';
import {
  contentSecurityPolicy,
  cspHeader,
  frameSources,
  SecurityHeaderSet,
} from '../../src/server/plugins/security';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

describe('app configuration', () => {
  it('v3/config answers code 0 with an empty message and the order expiry settings', async () => {
    const res = await t.call('GET', '/api/v3/config');
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.message).toBe('');
    expect(res.data.com_exp_msg).toBe('订单超时未支付将自动关闭');
    expect(res.data.com_exp_time).toBe(1800);
    expect(res.data.app_title).toBe(t.config.appTitle);
    expect(res.data.service_phone).toBe(t.config.servicePhone);
    expect(res.data.web_view_hosts).toEqual(['help.example.com']);
  });

  it('v3/kf answers code 0 with data.on', async () => {
    const res = await t.call('GET', '/api/v3/kf');
    expect(res.code).toBe(0);
    expect(res.message).toBe('');
    expect(res.data.on).toBe(1);
    await t.app.database.db
      .updateTable('app_config')
      .set({ value: '0' })
      .where('key', '=', 'kf_on')
      .execute();
    expect((await t.call('GET', '/api/v3/kf')).data.on).toBe(0);
    await t.app.database.db
      .updateTable('app_config')
      .set({ value: '1' })
      .where('key', '=', 'kf_on')
      .execute();
  });

  it('v3/activity_config answers code 1 with the full_discount array', async () => {
    const res = await t.call<RouteOutput<typeof CONFIG.activityConfig>>(
      'GET',
      '/api/v3/activity_config',
    );
    expect(res.code).toBe(1);
    expect(res.message).toBe('');
    expect(Array.isArray(res.data.full_discount)).toBe(true);
    expect(res.data.full_discount).toEqual([
      { full: 9900, cut: 1000 },
      { full: 19900, cut: 3000 },
    ]);
    for (const tier of res.data.full_discount) {
      expect(Number.isInteger(tier.full)).toBe(true);
      expect(Number.isInteger(tier.cut)).toBe(true);
    }
  });

  it('v3/get_server_phone answers the service phone', async () => {
    const res = await t.call('GET', '/api/v3/get_server_phone');
    expect(res.code).toBe(200);
    expect(res.data.phone).toBe(t.config.servicePhone);
    expect(res.data.phone).toBeTruthy();
  });

  it('version/check_version compares versions', async () => {
    const older = await t.call('GET', '/api/version/check_version', {
      query: { version: '24.0.5' },
    });
    expect(older.code).toBe(200);
    expect(older.data.has_update).toBe(true);
    expect(older.data.latest_version).toBe(APP_VERSION);
    expect(older.data.latest_code).toBe(APP_VERSION_CODE);

    const muchOlder = await t.call('POST', '/api/version/check_version', {
      body: { version: '9.10.0' },
    });
    expect(muchOlder.data.has_update).toBe(true);

    const same = await t.call('GET', '/api/version/check_version', {
      query: { version: APP_VERSION },
    });
    expect(same.data.has_update).toBe(false);
    const newer = await t.call('GET', '/api/version/check_version', {
      query: { version: '24.0.10' },
    });
    expect(newer.data.has_update).toBe(false);
    const none = await t.call('GET', '/api/version/check_version');
    expect(none.data.has_update).toBe(false);

    const kiosk = await t.call('GET', '/api/version/check_version', {
      query: { version: '1.0.0', platform: 'kiosk' },
    });
    expect(kiosk.data.latest_version).toBe(MERCHANT_VERSION);
    expect(kiosk.data.has_update).toBe(true);

    const bad = await t.call('GET', '/api/version/check_version', {
      query: { platform: 'windows' },
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toContain('platform');
  });
});

describe('headers', () => {
  it('every response carries X-Server-Time in Unix seconds, following the server clock', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await t.inject({ method: 'GET', url: '/api/v3/config' });
    const time = Number(res.headers['x-server-time']);
    expect(Number.isInteger(time)).toBe(true);
    expect(Math.abs(time - now)).toBeLessThanOrEqual(3);

    // Errors and 404s carry it too.
    const missing = await t.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(Number(missing.headers['x-server-time'])).toBeGreaterThan(0);
    const unauth = await t.inject({ method: 'GET', url: '/api/user/get_user_info' });
    expect(Number(unauth.headers['x-server-time'])).toBeGreaterThan(0);

    const before = Number(
      (await t.inject({ method: 'GET', url: '/api/v3/kf' })).headers['x-server-time'],
    );
    t.clock.advance(3600);
    const after = Number(
      (await t.inject({ method: 'GET', url: '/api/v3/kf' })).headers['x-server-time'],
    );
    expect(after - before).toBeGreaterThanOrEqual(3600);
    expect(after - before).toBeLessThanOrEqual(3602);
    t.clock.advance(-3600);
  });

  it('X-Server-Time starts near the real time', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/index' });
    const time = Number(res.headers['x-server-time']);
    // the clock of this file may have been moved by the test above, but it was moved back
    expect(Math.abs(time - Math.floor(Date.now() / 1000))).toBeLessThanOrEqual(5);
  });

  it('CORS allows app://kiosk and not another origin', async () => {
    const kiosk = await t.inject({
      method: 'GET',
      url: '/api/v3/config',
      headers: { origin: 'app://kiosk' },
    });
    expect(kiosk.headers['access-control-allow-origin']).toBe('app://kiosk');
    expect(String(kiosk.headers['access-control-expose-headers'])).toMatch(/X-Server-Time/i);

    const evil = await t.inject({
      method: 'GET',
      url: '/api/v3/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: 'app://kiosk',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,token',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('app://kiosk');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/token/i);

    const evilPreflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evilPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/index' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // the web-view page may frame the allow-listed hosts of the app config (seeded), only them
    expect(csp).toContain("frame-src 'self' https://help.example.com");
  });

  // issue 21: the headers are built once (plugins/security.ts), no longer by @fastify/helmet per
  // request; these are exactly the values helmet 8 sent with the same directives
  it('sends the same security headers as helmet did, on answers and on errors', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';" +
        "script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "media-src 'self' blob: https:;connect-src 'self' ws: wss:;" +
        "frame-src 'self' https://help.example.com",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/index', '/api/no-such-route', '/api/goods/goods_detail?goods_id=x']) {
      const res = await t.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });

  it('rebuilds the headers only when the web-view allow-list changes', () => {
    const set = new SecurityHeaderSet(loadConfig({ NODE_ENV: 'test' }));
    const first = set.headers;
    expect(first['content-security-policy']).toContain("frame-src 'self'");
    expect(set.setFrameHosts([])).toBe(false);
    expect(set.headers).toBe(first);
    expect(set.setFrameHosts(['a.example.com'])).toBe(true);
    expect(set.headers['content-security-policy']).toContain(
      "frame-src 'self' https://a.example.com",
    );
    const second = set.headers;
    expect(set.setFrameHosts(['a.example.com'])).toBe(false);
    expect(set.headers).toBe(second);
    expect(set.setFrameHosts(['b.example.com'])).toBe(true);
    expect(set.headers['content-security-policy']).not.toContain('a.example.com');
    expect(set.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a policy source that would end its directive', () => {
    expect(cspHeader({ defaultSrc: ["'self'"], frameSrc: ['a.com', 'b.com'] })).toBe(
      "default-src 'self';frame-src a.com b.com",
    );
    expect(() => cspHeader({ frameSrc: ['a.com;script-src *'] })).toThrow();
    expect(() => cspHeader({ frameSrc: ['a.com,b'] })).toThrow();
  });

  it('frames only plain host names of the allow-list, over https', () => {
    expect(frameSources(['help.example.com', 'a.example.com:8443'])).toEqual([
      "'self'",
      'https://help.example.com',
      'https://a.example.com:8443',
    ]);
    expect(frameSources(['*', "'unsafe-inline'", 'https://x.com', 'a b', '.evil.com'])).toEqual([
      "'self'",
    ]);
  });

  it("lets the apps fetch the media server's HLS stream when one is configured", () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    expect(contentSecurityPolicy(base).connectSrc).not.toContain('https://media.example.com');
    const withMedia = loadConfig({
      NODE_ENV: 'test',
      LIVE_HLS_BASE: 'https://media.example.com/hls/',
    });
    expect(contentSecurityPolicy(withMedia).connectSrc).toContain('https://media.example.com');
  });
});

describe('statistics', () => {
  const count = async () =>
    (await t.app.database.db.selectFrom('statistics').select('id').execute()).length;

  it('stores a row with the user id from the token, not from the body', async () => {
    const u = await t.user();
    const before = await count();
    const res = await t.call('POST', '/api/statistics', {
      as: u,
      body: {
        url: 'pages/index/index',
        p_url: 'pages/user/user',
        time: 12,
        user_id: u.id + 1000,
        terminal: 'h5',
        url_params: 'a=1',
        p_url_params: '',
      },
    });
    expect(res.code).toBe(200);
    expect(await count()).toBe(before + 1);
    const row = await t.app.database.db
      .selectFrom('statistics')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(u.id);
    expect(row.url).toBe('pages/index/index');
    expect(row.p_url).toBe('pages/user/user');
    expect(Number(row.time)).toBe(12);
    expect(row.url_params).toBe('a=1');
    expect(Math.abs(Number(row.created_at) - t.clock.now())).toBeLessThanOrEqual(2);

    const anon = await t.call('POST', '/api/statistics', {
      body: { url: 'pages/index/index', time: 3, user_id: u.id },
    });
    expect(anon.code).toBe(200);
    const anonRow = await t.app.database.db
      .selectFrom('statistics')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(anonRow.user_id).toBe(0);
    expect(anonRow.terminal).toBe('h5');
  });

  it('rejects bad input without storing anything', async () => {
    const before = await t.snapshot();
    const cases: Record<string, unknown>[] = [
      { time: 1 },
      { url: 'x' },
      { url: 'x', time: 'abc' },
      { url: 'x', time: '-1' },
      { url: 'x', time: '1e3' },
      { url: 'x', time: '0x10' },
      { url: 'x'.repeat(501), time: 1 },
      { url: 'x', time: 1, user_id: '-5' },
      { url: 'x', time: 1, terminal: 'y'.repeat(33) },
      { url: 'x', time: 1, url_params: 'z'.repeat(2001) },
    ];
    for (const body of cases) {
      const res = await t.call('POST', '/api/statistics', { body: body as Record<string, string> });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(200);
      expect(res.code, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.message).toBeTruthy();
    }
    const missing = await t.call('POST', '/api/statistics', { body: { time: 1 } });
    expect(missing.message).toContain('url');
    const broken = await t.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: { 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('routing', () => {
  it('an unknown /api route answers 404 JSON', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toContain('application/json');
    const body = res.json();
    expect(body.code).toBe(404);
    expect(body.message).toBeTruthy();
    expect(body.data).toBeNull();
    const post = await t.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(404);
  });

  it('a malformed JSON body is bad input, not a server error', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": "13800138000", ',
    });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.code).toBe(422);
    expect(body.message).toBeTruthy();

    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBeLessThan(500);

    const tooBig = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `mobile=${'1'.repeat(2 * 1024 * 1024)}`,
    });
    expect(tooBig.statusCode).toBeLessThan(500);
  });

  it('serves /runtime-config.js', async () => {
    const res = await t.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(res.body).toMatch(/^window\.__SHOP_CONFIG__=\{.*\};$/);
    const json = JSON.parse(
      res.body.replace(/^window\.__SHOP_CONFIG__=/, '').replace(/;$/, ''),
    ) as Record<string, unknown>;
    expect(json.appTitle).toBe(t.config.appTitle);
    expect(json.dev).toBe(true);
    expect(json).toHaveProperty('apiBase');
    expect(json).toHaveProperty('socketBase');
  });

  it('has the dev and test routes outside production', async () => {
    expect((await t.inject({ method: 'GET', url: '/__dev/sms-outbox' })).statusCode).toBe(200);
    const clock = await t.inject({
      method: 'POST',
      url: '/__test/clock',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ advance: 0 }),
    });
    expect(clock.statusCode).toBe(200);
  });
});

describe('production build', () => {
  let prod: TestServer;
  let demo: TestServer;

  beforeAll(async () => {
    prod = await startTestServer({ env: 'production', demo: false });
    demo = await startTestServer({ env: 'production', demo: true });
  });

  afterAll(async () => {
    await prod?.close();
    await demo?.close();
  });

  it('in demo mode shows the SMS outbox (the sandbox SMS provider) but no /__test route', async () => {
    const outbox = await demo.inject({ method: 'GET', url: '/__dev/sms-outbox' });
    expect(outbox.statusCode).toBe(200);
    const clock = await demo.inject({ method: 'POST', url: '/__test/clock', payload: {} });
    expect(clock.statusCode).toBe(404);
  });

  it('has no /__dev or /__test routes', async () => {
    const outbox = await prod.inject({
      method: 'GET',
      url: '/__dev/sms-outbox?mobile=13800138000',
    });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('content');
    for (const url of ['/__test/clock', '/__test/revoke']) {
      const res = await prod.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ advance: 100, mobile: '13800138000' }),
      });
      expect(res.statusCode, url).toBe(404);
    }
    const runtime = await prod.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(runtime.body).toContain('"dev":false');
    // the API itself still works
    expect((await prod.call('GET', '/api/v3/config')).code).toBe(0);
  });
});

describe('web apps', () => {
  let web: TestServer;
  let dir: string;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const css = `.a{color:red}\n`.repeat(300);
  const page = `<!doctype html><title>t</title><style>${css}</style>`;

  beforeAll(async () => {
    // a tiny build as scripts/build-web.mjs writes it: an asset with its .br and .gz copies
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    const assets = path.join(dir, 'h5', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(dir, 'h5', 'index.html'), page);
    fs.writeFileSync(path.join(assets, 'a.js'), js);
    // no pre-compressed copy: compressed on the fly (issue 21)
    fs.writeFileSync(path.join(assets, 'b.css'), css);
    fs.writeFileSync(path.join(assets, 'a.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(assets, 'a.js.gz'), zlib.gzipSync(js));
    web = await startTestServer({ webDir: dir });
  });

  afterAll(async () => {
    await web?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the precompressed copy a browser accepts, and the plain file otherwise', async () => {
    const br = await web.inject({
      method: 'GET',
      url: '/h5/assets/a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await web.inject({
      method: 'GET',
      url: '/h5/assets/a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({ method: 'GET', url: '/h5/assets/a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(String(plain.headers['cache-control'])).toContain('immutable');
  });

  it('compresses what has no pre-compressed copy: an asset, the page (issue 21)', async () => {
    const css1 = await web.inject({
      method: 'GET',
      url: '/h5/assets/b.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(css1.statusCode).toBe(200);
    expect(css1.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(css1.rawPayload).toString()).toBe(css);
    expect(css1.rawPayload.length).toBeLessThan(css.length / 10);
    const html = await web.inject({
      method: 'GET',
      url: '/h5/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.rawPayload).toString()).toBe(page);
    expect(html.headers['cache-control']).toBe('no-cache');
    const plain = await web.inject({ method: 'GET', url: '/h5/assets/b.css' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(css);
  });
});
