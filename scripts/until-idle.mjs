// Everything the h5 home fetches until the network is idle (issue 21): the built home loaded in
// Debian's Chromium from a real server (a fresh seeded data directory), phone viewport, until no
// request has been in flight for 2 s after the app's idle work (requestIdleCallback, at most 3 s)
// had its chance; then the gzip size (level 9, as scripts/first-load.mjs measures the budgets) of
// every JS and CSS response, whatever the server sent it as. Prints one JSON line:
//   node scripts/until-idle.mjs [route]   (WEB_DIR: the build, default dist; PORT: default 8639)
// scripts/bundle-size.mjs checks the static figure of the same thing (first-load.mjs untilIdle);
// tests/e2e/first-paint.spec.ts holds that the two agree.
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSeededServer } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIR = path.resolve(process.env.WEB_DIR ?? 'dist');
const PORT = Number(process.env.PORT ?? 8639);
const route = process.argv[2] ?? 'pages/index/index';

const server = await startSeededServer({
  port: PORT,
  env: { WEB_DIR },
  prefix: 'shop-until-idle-',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const assets = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', async (req) => {
    try {
      const url = new URL(req.url());
      if (/\.(js|css)$/.test(url.pathname) && !assets.has(url.pathname)) {
        const res = await req.response();
        const body = res ? await res.body() : Buffer.alloc(0);
        assets.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length);
      }
    } finally {
      done();
    }
  });
  await page.goto(`${server.base}/h5/#/${route}`, { waitUntil: 'load' });
  // the app's idle preloads run within 3 s of the first render; then 2 s without a request
  await page.waitForTimeout(3500);
  while (inFlight > 0 || Date.now() - lastActivity < 2000) await page.waitForTimeout(200);
  const files = [...assets.entries()].sort((a, b) => b[1] - a[1]);
  const bytes = files.reduce((n, [, b]) => n + b, 0);
  console.log(
    JSON.stringify({
      route,
      bytes,
      kb: Number((bytes / 1024).toFixed(1)),
      js: files.filter(([f]) => f.endsWith('.js')).length,
      css: files.filter(([f]) => f.endsWith('.css')).length,
      files: process.argv.includes('--files')
        ? files.map(([f, b]) => `${path.basename(f)} ${b}`)
        : undefined,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
