// Lighthouse mobile performance of the shop's home, category and goods detail screens (issue 11),
// run by scripts/bench.mjs: a server on a fresh seeded data directory serving the last build
// (`dist`), Debian's Chromium through chrome-launcher, Lighthouse's mobile defaults (emulated
// phone, simulated slow 4G and 4× CPU slowdown), offline (loopback only). Prints one JSON line
// per screen: score 0–100 and the metrics behind it.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSeededServer } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// the build to measure (the server and scripts/build-web.mjs honour the same variable)
const WEB_DIR = process.env.WEB_DIR ?? 'dist';
if (!fs.existsSync(path.join(WEB_DIR, 'h5/index.html'))) {
  console.error(`no build in ${WEB_DIR}/: run npm run build first`);
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  process.exit(1);
}

const server = await startSeededServer({
  port: await freePort(),
  probe: '/h5/',
  prefix: 'shop-lighthouse-',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const list = await (await fetch(`${server.base}/api/goods/get_goods_list?page=1`)).json();
  const goodsId = list.data.list[0].id;
  const screens = [
    ['home', 'pages/index/index'],
    ['category', 'pages/category/category'],
    ['goods detail', `pages/subpack/goods/detail?goods_id=${goodsId}`],
  ];
  // Lighthouse's scores move by several points from run to run on the same page (its own advice:
  // take the median of several runs); each screen runs RUNS times and the median run by score is
  // reported, with the spread.
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  // LIGHTHOUSE_SCREENS=home,category: only those screens
  const only = process.env.LIGHTHOUSE_SCREENS?.split(',');
  for (const [name, route] of screens) {
    if (only && !only.includes(name.replace(/\s+/g, '-'))) continue;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.base}/h5/#/${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      // LIGHTHOUSE_SAVE=<dir>: each run's full report (audits for diagnosis) as JSON there
      if (process.env.LIGHTHOUSE_SAVE) {
        fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const file = `${name.replace(/\s+/g, '-')}-${i}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, file), JSON.stringify(lhr));
      }
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp_ms: ms('first-contentful-paint'),
        lcp_ms: ms('largest-contentful-paint'),
        tbt_ms: ms('total-blocking-time'),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        speed_index_ms: ms('speed-index'),
      });
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    console.log(
      JSON.stringify({
        screen: name,
        route,
        ...median,
        runs: runs.length,
        scores: runs.map((r) => r.score),
      }),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
