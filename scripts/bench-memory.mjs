// Server memory as `npm start` runs it (issue 21): the compiled server (dist/server/main.js,
// built by scripts/build-server.mjs) with the flags of scripts/server-runtime.mjs, production
// mode with the demo data, on a fresh data directory. Resident set size (VmRSS) when idle
// BENCH_MEM_IDLE_S (default 20) seconds after it answers, and again as long after 500 requests
// of home and goods detail. Prints one JSON line; fails loudly when it cannot measure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './server-runtime.mjs';

const IDLE_S = Number(process.env.BENCH_MEM_IDLE_S ?? 20);
const main = path.join('dist', 'server', 'main.js');
if (!fs.existsSync(main)) throw new Error(`no ${main}: run node scripts/build-server.mjs first`);

const port = await new Promise((resolve, reject) => {
  const srv = net.createServer();
  srv.once('error', reject);
  srv.listen(0, '127.0.0.1', () => {
    const p = srv.address().port;
    srv.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-mem-'));
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, main], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMiB() {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  if (!kb) throw new Error('cannot read the server process RSS (/proc)');
  return Number((kb / 1024).toFixed(1));
}

try {
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/v3/kf`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error('server did not answer in 120 s');
    await sleep(200);
  }
  await sleep(IDLE_S * 1000);
  const idle = rssMiB();
  const home = await (await fetch(`${base}/api/index`)).json();
  if (home.code !== 200) throw new Error(`home answered ${home.code}`);
  const goods = await (await fetch(`${base}/api/goods/get_goods_list?page=1`)).json();
  const goodsId = goods.data?.list?.[0]?.id;
  if (!goodsId) throw new Error('no goods in the demo data');
  for (let i = 0; i < 250; i++) {
    await Promise.all([
      fetch(`${base}/api/index`).then((r) => r.arrayBuffer()),
      fetch(`${base}/api/goods/goods_detail?goods_id=${goodsId}`).then((r) => r.arrayBuffer()),
    ]);
  }
  await sleep(IDLE_S * 1000);
  const afterLoad = rssMiB();
  console.log(
    JSON.stringify({
      case: 'server memory',
      idle_rss_mib: idle,
      after_load_rss_mib: afterLoad,
      idle_s: IDLE_S,
      node_args: SERVER_NODE_ARGS,
    }),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
