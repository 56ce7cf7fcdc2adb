// `npm run bench`: HTTP benchmarks of the real app against a bare Fastify hello world on the same
// machine in the same run, so the ratio says more than the raw figures. Bounded: 10 connections,
// a 1 s warm-up and BENCH_DURATION (default 5) seconds per case; the whole run stays well under
// three minutes. Results are printed and merged by key into bench/results.json (other
// benchmarks add their own keys).
//
// Catalogue cases (scripts/bench-catalogue.ts builds the data and runs the servers): a temporary
// SQLite database with BENCH_GOODS (default 100,000) goods indexed for search, then keyword
// search with a two-character word and a four-character phrase (page 1, so with filters) and a
// goods detail.
//
// Checkout storm (scripts/bench-checkout.ts): BENCH_BUYERS (default 200) buyers at once for the
// last 10 units of a SKU, in process, on SQLite and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is reachable: submissions/s, orders/s and oversold (must be 0).
//
// Lighthouse (scripts/bench-lighthouse.mjs): mobile performance score of home, category and goods
// detail of the last build (dist/), served by a fresh seeded server, in Debian's Chromium.
//
// Real time (scripts/bench-realtime.ts): BENCH_RT_CLIENTS (default 100) socket.io clients in a
// merchant's and a cabinet's rooms, BENCH_RT_MOVES (default 200) stock moves one after the other
// over HTTP: latency from sending a move to each client's stockChanged (p50 / p95 / max) and
// events received (must equal clients × moves). Bounded to 60 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
const CONNECTIONS = 10;
const RESULTS = path.join('bench', 'results.json');
const CATALOGUE = ['--import', 'tsx', 'scripts/bench-catalogue.ts'];

const children = [];

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts a server child and resolves with its port once it prints `READY <port>`. */
function startServer(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const m = /^READY (\d+)$/.exec(line.trim());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server ${args.join(' ')} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** One case: check the answer is what we mean to measure, warm up, measure. */
async function measure(name, url, check) {
  const res = await fetch(url);
  const body = await res.json();
  const problem = check(body);
  if (res.status !== 200 || problem) {
    throw new Error(`${name}: unexpected answer from ${url}: ${problem ?? res.status}`);
  }
  await cannon(url, WARMUP_S);
  const r = await cannon(url, DURATION_S);
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(`${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  }
  return {
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    req_per_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
  };
}

/**
 * One POST case (cart add): every response's envelope code is checked, since a refusal is an
 * HTTP 200 too.
 */
async function measurePost(name, url, body, headers) {
  const send = () => fetch(url, { method: 'POST', body, headers }).then((r) => r.json());
  const first = await send();
  if (first.code !== 200) throw new Error(`${name}: unexpected answer: ${JSON.stringify(first)}`);
  const shoot = (duration) =>
    new Promise((resolve, reject) => {
      let refused = 0;
      autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration,
          requests: [
            {
              method: 'POST',
              body,
              headers,
              onResponse: (_status, resBody) => {
                if (!String(resBody).includes('"code":200')) refused += 1;
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve({ result, refused })),
      );
    });
  await shoot(WARMUP_S);
  const { result: r, refused } = await shoot(DURATION_S);
  if (r.errors || r.timeouts || r.non2xx || refused) {
    throw new Error(
      `${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${refused} refused`,
    );
  }
  return {
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    req_per_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
  };
}

function mergeResults(entries) {
  let existing = {};
  try {
    existing = JSON.parse(fs.readFileSync(RESULTS, 'utf8'));
  } catch {
    existing = {};
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify({ ...existing, ...entries }, null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  try {
    console.log(`building a SQLite catalogue of ${GOODS} goods ...`);
    const dataset = JSON.parse((await run([...CATALOGUE, 'prepare', file, String(GOODS)])).trim());
    console.log(
      `  ${dataset.goods} goods, ${dataset.search_terms} search terms in ${dataset.ms.total} ms ` +
        `(insert ${dataset.ms.insert} ms, index ${dataset.ms.index} ms)`,
    );

    const hello = await startServer([...CATALOGUE, 'hello']);
    const base = `http://127.0.0.1:${hello.port}`;
    const results = { hello: await measure('hello', `${base}/`, (b) => (b.hello ? null : 'body')) };
    await stop(hello.child);

    const app = await startServer([...CATALOGUE, 'serve', file]);
    const api = `http://127.0.0.1:${app.port}/api`;
    const listed = (b) =>
      b.code !== 200 ? `code ${b.code}` : b.data.list.length === 0 ? 'empty list' : null;
    const q = (k) => encodeURIComponent(k);
    results['catalogue.home'] = await measure('home', `${api}/index`, (b) =>
      b.code === 200 ? null : `code ${b.code}`,
    );
    results['catalogue.goods_list'] = await measure(
      'goods list',
      `${api}/goods/get_goods_list?cat_id=${dataset.cat_id}&page=1`,
      listed,
    );
    results['catalogue.search_2char'] = await measure(
      'search 2-char',
      `${api}/goods/search?keyword=${q(dataset.keyword2)}`,
      listed,
    );
    results['catalogue.search_4char'] = await measure(
      'search 4-char',
      `${api}/goods/search?keyword=${q(dataset.keyword4)}`,
      listed,
    );
    results['catalogue.goods_detail'] = await measure(
      'goods detail',
      `${api}/goods/goods_detail?goods_id=${dataset.goods_id}`,
      (b) => (b.code === 200 && b.data.id === dataset.goods_id ? null : `code ${b.code}`),
    );
    // cart add: the demo user sets a cart line (mode set: the same write path, no line cap)
    results['cart.add_cart'] = await measurePost(
      'cart add',
      `${api}/cart/add_cart`,
      new URLSearchParams({
        goods_id: String(dataset.cart.goods_id),
        sku_id: String(dataset.cart.sku_id),
        num: '1',
        mode: 'set',
      }).toString(),
      {
        authorization: `Bearer ${dataset.cart.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    await stop(app.child);

    // Checkout storm (scripts/bench-checkout.ts): SQLite, and PostgreSQL when reachable.
    console.log('checkout storm ...');
    const storms = (await run(['--import', 'tsx', 'scripts/bench-checkout.ts']))
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    for (const st of storms) {
      if (st.oversold !== 0 || st.orders !== st.units) {
        throw new Error(`checkout storm on ${st.database}: ${JSON.stringify(st)}`);
      }
    }

    // Lighthouse (scripts/bench-lighthouse.mjs): mobile performance score of home, category and goods
    // detail of the last build (dist/), served by a fresh seeded server, in Debian's Chromium.
    //
    // Real time (scripts/bench-realtime.ts): stockChanged fan-out to 100 sockets.
    console.log('real-time fan-out ...');
    const realtime = (await run(['--import', 'tsx', 'scripts/bench-realtime.ts']))
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    for (const rt of realtime) {
      if (rt.events_received !== rt.events_expected) {
        throw new Error(`real-time fan-out lost events: ${JSON.stringify(rt)}`);
      }
    }

    // Lighthouse mobile performance (scripts/bench-lighthouse.mjs) of the last build.
    let lighthouse = [];
    if (fs.existsSync('dist/h5/index.html')) {
      console.log('lighthouse ...');
      lighthouse = (await run(['scripts/bench-lighthouse.mjs']))
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
    } else {
      console.log('lighthouse skipped: no build in dist/ (npm run build)');
    }

    const helloRps = results.hello.req_per_s;
    const at = new Date().toISOString();
    const meta = { measured_at: at, node: process.version, cpus: os.cpus().length };
    const entries = {};
    for (const [key, r] of Object.entries(results)) {
      entries[key] = {
        ...r,
        ratio_to_hello: Number((r.req_per_s / helloRps).toFixed(3)),
        connections: CONNECTIONS,
        duration_s: DURATION_S,
        ...(key.startsWith('catalogue.') || key.startsWith('cart.')
          ? { database: 'sqlite', goods: dataset.goods, search_terms: dataset.search_terms }
          : {}),
        ...meta,
      };
    }
    for (const st of storms) entries[`checkout.storm_${st.database}`] = { ...st, ...meta };
    for (const rt of realtime) entries['realtime.stock_changed'] = { ...rt, ...meta };
    for (const lh of lighthouse)
      entries[`lighthouse.${lh.screen.replace(/ /g, '_')}`] = { ...lh, ...meta };
    mergeResults(entries);

    // Front end: first-load gzip JS of the budgeted pages, when a build is there (npm run build).
    const frontEnd = [];
    try {
      const { firstLoad } = await import('./first-load.mjs');
      const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8'));
      for (const [name, spec] of Object.entries(budget)) {
        if (name.startsWith('_')) continue;
        const r = firstLoad(spec.app, spec.page);
        frontEnd.push({
          name,
          kb: Number((r.bytes / 1024).toFixed(1)),
          budget: spec.maxGzipBytes / 1024,
        });
        entries[`frontend.${name}`] = {
          gzip_bytes: r.bytes,
          files: r.files,
          budget_bytes: spec.maxGzipBytes,
          ...meta,
        };
      }
      mergeResults(entries);
    } catch (e) {
      console.log(`front end not measured (${e.message}); run npm run build first`);
    }

    // One table of every figure (issue 11): what, the figure, and what it is measured against.
    const rows = [];
    for (const [key, e] of Object.entries(entries)) {
      if (key.startsWith('catalogue.') || key.startsWith('cart.') || key === 'hello') {
        rows.push({
          case: key,
          figure: `${e.req_per_s} req/s`,
          'p50 / p99 ms': `${e.p50_ms} / ${e.p99_ms}`,
          against:
            key === 'hello' ? 'yardstick' : `${(e.ratio_to_hello * 100).toFixed(1)} % of hello`,
        });
      }
    }
    for (const st of storms) {
      rows.push({
        case: `checkout storm ${st.database}`,
        figure: `${st.orders_per_s} orders/s (${st.submissions_per_s} submissions/s)`,
        'p50 / p99 ms': '',
        against: `${st.orders}/${st.units} units sold to ${st.buyers} buyers, oversold ${st.oversold}`,
      });
    }
    for (const rt of realtime) {
      rows.push({
        case: 'stock change → kiosk event',
        figure: `p50 ${rt.p50_ms} / p95 ${rt.p95_ms} ms`,
        'p50 / p99 ms': '',
        against: `${rt.clients} clients × ${rt.moves} moves, ${rt.events_received}/${rt.events_expected} events`,
      });
    }
    for (const f of frontEnd) {
      rows.push({
        case: `first load ${f.name}`,
        figure: `${f.kb} KB gzip JS`,
        'p50 / p99 ms': '',
        against: `budget ${f.budget.toFixed(0)} KB`,
      });
    }
    for (const lh of lighthouse) {
      rows.push({
        case: `lighthouse ${lh.screen}`,
        figure: `score ${lh.score} (median of ${lh.scores?.join(', ') ?? lh.score})`,
        'p50 / p99 ms': '',
        against: `mobile, slow 4G: FCP ${lh.fcp_ms} ms, LCP ${lh.lcp_ms} ms, TBT ${lh.tbt_ms} ms`,
      });
    }
    console.table(rows);
    console.log(`written to ${RESULTS}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  } finally {
    await Promise.all(children.map(stop));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
