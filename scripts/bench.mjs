// `npm run bench`: HTTP benchmarks of the real app against a bare Fastify hello world on the same
// machine in the same run, so the ratio says more than the raw figures. Bounded: 10 connections,
// a 1 s warm-up and BENCH_DURATION (default 5) seconds per case; the whole run stays well under
// a few minutes. Results are printed and bench/results.json is REPLACED by this run's entries
// (never an older run's row shown as current); a case skipped by its explicit env flag is absent.
// A case that cannot run fails the bench: the others still run, then it exits non-zero naming it.
//
// Catalogue cases (scripts/bench-catalogue.ts builds the data and runs the servers): a temporary
// SQLite database with BENCH_GOODS (default 100,000) goods indexed for search, then keyword
// search with a two-character word and a four-character phrase (page 1, so with filters) and a
// goods detail.
//
// Databases: every checkout case runs on SQLite AND PostgreSQL. PostgreSQL is
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local socket
// (postgres:///postgres?host=/var/run/postgresql) with PGUSER (else USER, else the OS user name:
// `pg` has no user name without one); a fresh database per case, dropped after it. When it
// cannot be reached the PostgreSQL cases FAIL; BENCH_SKIP_POSTGRES=1 leaves them out (absent).
//
// Sustained checkout (scripts/bench-checkout.ts serve-sustained): BENCH_CK_BUYERS (500) logged-in
// buyers with addresses, a SKU with ample stock, the real app in its own process, and
// BENCH_CK_CONNECTIONS (50) HTTP clients placing orders (POST /api/order/buy, one unit, a new
// client_key each: the submission that takes the stock and writes the payment row) for
// BENCH_CK_SECONDS (20) s after a 2 s warm-up: orders/s, p50/p99/max latency; then the
// consistency check: orders answered = orders = units sold = stock decrease = sale ledger rows
// (and units) = payments (and their amount = the orders' pay amount). Any mismatch, error or
// refusal fails the case.
//
// Checkout storm (scripts/bench-checkout.ts storm): a RACE, not a throughput: BENCH_BUYERS
// (default 200) buyers at once for the last 10 units of a SKU, in process: units sold, oversold
// (must be 0) and the time the race took.
//
// Lighthouse (scripts/bench-lighthouse.mjs): mobile performance score of home, category and goods
// detail of the last build (dist/), served by a fresh seeded server, in Debian's Chromium.
//
// Real time (scripts/bench-realtime.ts): BENCH_RT_CLIENTS (default 100) socket.io clients in a
// merchant's and a cabinet's rooms, BENCH_RT_MOVES (default 200) stock moves one after the other
// over HTTP: latency from sending a move to each client's stockChanged (p50 / p95 / max) and
// events received (must equal clients × moves). Bounded to 60 s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

// `pg` takes its user name from PGUSER or USER; without either it has none (issue 21: the
// PostgreSQL cases were silently skipped). Children inherit these.
process.env.PGUSER ||= process.env.USER || os.userInfo().username;
process.env.USER ||= process.env.PGUSER;

const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
const CONNECTIONS = 10;
const RESULTS = path.join('bench', 'results.json');
const CATALOGUE = ['--import', 'tsx', 'scripts/bench-catalogue.ts'];
const CHECKOUT = ['--import', 'tsx', 'scripts/bench-checkout.ts'];
const CK_CONNECTIONS = Number(process.env.BENCH_CK_CONNECTIONS ?? 50);
const CK_SECONDS = Number(process.env.BENCH_CK_SECONDS ?? 20);
const CK_WARMUP_S = 2;
const PG_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres:///postgres?host=/var/run/postgresql';
const SKIP_POSTGRES = process.env.BENCH_SKIP_POSTGRES === '1';
/** BENCH_ONLY=checkout,realtime runs only those groups (catalogue, checkout, realtime,
 * lighthouse, memory, frontend); the others are absent from the results, not an older run's figures. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (group) => {
  if (!ONLY || ONLY.has(group)) return true;
  console.log(`${group} skipped (BENCH_ONLY=${process.env.BENCH_ONLY})`);
  return false;
};

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

/** Replaces bench/results.json with this run's entries only (no row of an older run). */
function writeResults(entries) {
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(entries, null, 2)}\n`);
}

/** A fresh PostgreSQL database for one case, dropped after it (even when the case fails). */
async function withPostgres(fn) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    return await fn(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((err) => {
      console.error(`could not drop ${name}: ${err.message}`);
    });
    await admin.end();
  }
}

/** The databases the checkout cases run on: a target maker per label. */
function checkoutDatabases(dir) {
  const dbs = [['sqlite', (fn, tag) => fn(path.join(dir, `${tag}.sqlite`))]];
  if (SKIP_POSTGRES) console.log('PostgreSQL cases skipped (BENCH_SKIP_POSTGRES=1)');
  else dbs.push(['postgres', (fn) => withPostgres(fn)]);
  return dbs;
}

function jsonLines(out) {
  return out
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

/**
 * A closed-loop load: `connections` clients (keep-alive sockets), each sending its next POST as
 * soon as the previous one is answered, until `seconds` have passed; then it waits for the last
 * answers, so every request sent is counted (autocannon drops the ones in flight at its end,
 * which a count against the database cannot use). Envelope codes are counted per code.
 */
async function closedLoop({ port, path: urlPath }, makeRequest, connections, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const codes = new Map();
  let ok = 0;
  let errors = 0;
  const post = ({ headers, body }) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: urlPath, method: 'POST', agent, headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode, text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const { status, text } = await post(makeRequest());
        const code = status === 200 ? (/"code":(\d+)/.exec(text)?.[1] ?? 'none') : `http ${status}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (code === '200') ok += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    ok,
    errors,
    codes,
    seconds: elapsed,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    max_ms: Math.round(latencies.at(-1) ?? 0),
  };
}

/**
 * The sustained checkout on one database (see the file comment): the app in its own process,
 * CK_CONNECTIONS clients from this one, every answer's envelope checked, then the consistency
 * check read by the server process from its database.
 */
async function sustainedCheckout(target) {
  // BENCH_CK_PROFILE=<dir>: the server writes a V8 CPU profile there (node --cpu-prof)
  const profile = process.env.BENCH_CK_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CK_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...CHECKOUT, 'serve-sustained', target], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = readline.createInterface({ input: child.stdout });
  const queue = [];
  const waiters = [];
  lines.on('line', (line) => {
    const w = waiters.shift();
    if (w) w.resolve(line);
    else queue.push(line);
  });
  const exited = new Promise((_, reject) =>
    child.on('close', (code) => {
      const err = new Error(`serve-sustained exited with ${code}`);
      for (const w of waiters.splice(0)) w.reject(err);
      reject(err);
    }),
  );
  exited.catch(() => {});
  const nextLine = () =>
    queue.length > 0
      ? Promise.resolve(queue.shift())
      : Promise.race([new Promise((resolve, reject) => waiters.push({ resolve, reject })), exited]);
  let setup = null;
  let port = 0;
  while (!port) {
    const line = (await nextLine()).trim();
    const m = /^READY (\d+)$/.exec(line);
    if (m) port = Number(m[1]);
    else if (line.startsWith('{')) setup = JSON.parse(line);
  }
  if (!setup) throw new Error('serve-sustained printed no set-up line');
  let next = 0;
  const order = () => {
    const token = setup.tokens[next++ % setup.tokens.length];
    return {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        goods_id: String(setup.goods_id),
        sku_id: String(setup.sku_id),
        num: '1',
        coupon_user_id: '0',
        client_key: randomBytes(12).toString('hex'),
      }).toString(),
    };
  };
  const opts = { port, path: '/api/order/buy' };
  const warm = await closedLoop(opts, order, CK_CONNECTIONS, CK_WARMUP_S);
  const r = await closedLoop(opts, order, CK_CONNECTIONS, CK_SECONDS);
  // every request has been answered (closed loop, drained): the database is at rest
  const ok = warm.ok + r.ok;
  const refusals = new Map();
  for (const [code, n] of [...warm.codes, ...r.codes]) {
    if (code !== '200') refusals.set(code, (refusals.get(code) ?? 0) + n);
  }
  child.stdin.write('check\n');
  let check = null;
  while (!check) {
    const line = (await nextLine()).trim();
    if (line.startsWith('{')) check = JSON.parse(line);
  }
  const measured = r.ok;
  const figures = {
    database: setup.database,
    buyers: setup.tokens.length,
    connections: CK_CONNECTIONS,
    duration_s: CK_SECONDS,
    orders_per_s: Math.round(measured / r.seconds),
    p50_ms: r.p50_ms,
    p99_ms: r.p99_ms,
    max_ms: r.max_ms,
    orders_measured: measured,
    orders_answered: ok,
    errors: warm.errors + r.errors,
    refused: Object.fromEntries(refusals),
    ...check,
  };
  const problems = [];
  if (figures.errors) problems.push(`${figures.errors} HTTP errors`);
  if (refusals.size > 0) problems.push(`refusals ${JSON.stringify(figures.refused)}`);
  for (const k of [
    'orders',
    'units_sold',
    'stock_decrease',
    'ledger_rows',
    'ledger_units',
    'payments',
  ]) {
    if (check[k] !== ok) problems.push(`${k} ${check[k]} != ${ok} orders answered`);
  }
  if (check.payments_amount !== check.orders_pay_amount) {
    problems.push(`payments amount ${check.payments_amount} != orders ${check.orders_pay_amount}`);
  }
  if (measured === 0) problems.push('no order placed');
  figures.consistent = problems.length === 0;
  // server CPU per order (warm-up included): the figure to compare on a busy machine
  figures.server_cpu_ms_per_order = ok > 0 ? Number((check.server_cpu_ms / ok).toFixed(3)) : null;
  if (problems.length > 0) {
    throw new Error(
      `sustained checkout on ${setup.database}: ${problems.join('; ')}: ${JSON.stringify(figures)}`,
    );
  }
  return figures;
}

async function main() {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  const failed = [];
  /** Runs one case; a failure is reported by name at the end and fails the bench. */
  const attempt = async (name, fn) => {
    try {
      return await fn();
    } catch (err) {
      console.error(`CASE FAILED: ${name}: ${err?.stack ?? err}`);
      failed.push(name);
      return null;
    }
  };
  const results = {};
  let dataset = null;
  try {
    if (wanted('catalogue'))
      await attempt('catalogue', async () => {
        console.log(`building a SQLite catalogue of ${GOODS} goods ...`);
        dataset = JSON.parse((await run([...CATALOGUE, 'prepare', file, String(GOODS)])).trim());
        console.log(
          `  ${dataset.goods} goods, ${dataset.search_terms} search terms in ${dataset.ms.total} ms ` +
            `(insert ${dataset.ms.insert} ms, index ${dataset.ms.index} ms)`,
        );

        const hello = await startServer([...CATALOGUE, 'hello']);
        const base = `http://127.0.0.1:${hello.port}`;
        results.hello = await measure('hello', `${base}/`, (b) => (b.hello ? null : 'body'));
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
      });

    // Sustained checkout and the checkout storm, on SQLite and PostgreSQL (a fresh database each).
    const sustained = [];
    const storms = [];
    for (const [label, onDatabase] of wanted('checkout') ? checkoutDatabases(dir) : []) {
      console.log(`sustained checkout on ${label} ...`);
      const ck = await attempt(`sustained checkout ${label}`, () =>
        onDatabase((target) => sustainedCheckout(target), 'sustained'),
      );
      if (ck) sustained.push(ck);
      console.log(`checkout storm on ${label} ...`);
      const st = await attempt(`checkout storm ${label}`, () =>
        onDatabase(async (target) => {
          const [r] = jsonLines(await run([...CHECKOUT, 'storm', target]));
          if (!r || r.oversold !== 0 || r.units_sold !== r.orders || r.other_answers !== 0) {
            throw new Error(`checkout storm on ${label}: ${JSON.stringify(r)}`);
          }
          return r;
        }, 'storm'),
      );
      if (st) storms.push(st);
    }

    // Real time (scripts/bench-realtime.ts): stockChanged fan-out to 100 sockets.
    let realtime = [];
    if (wanted('realtime')) {
      console.log('real-time fan-out ...');
      realtime =
        (await attempt('real-time fan-out', async () => {
          const rts = jsonLines(await run(['--import', 'tsx', 'scripts/bench-realtime.ts']));
          for (const rt of rts) {
            if (rt.events_received !== rt.events_expected) {
              throw new Error(`real-time fan-out lost events: ${JSON.stringify(rt)}`);
            }
          }
          return rts;
        })) ?? [];
    }

    // Lighthouse mobile performance (scripts/bench-lighthouse.mjs) of the last build.
    let lighthouse = [];
    if (wanted('lighthouse')) {
      console.log('lighthouse ...');
      lighthouse =
        (await attempt('lighthouse', async () => {
          // a case that cannot run fails the bench; it never shows an older build's figure
          if (!fs.existsSync('dist/h5/index.html'))
            throw new Error('no build in dist/ (npm run build)');
          return jsonLines(await run(['scripts/bench-lighthouse.mjs']));
        })) ?? [];
    }

    // Server memory as npm start runs it (scripts/bench-memory.mjs, the compiled server).
    let memory = null;
    if (wanted('memory')) {
      console.log('server memory ...');
      memory = await attempt('server memory', async () => {
        if (!fs.existsSync('dist/server/main.js')) {
          throw new Error('no compiled server in dist/server (node scripts/build-server.mjs)');
        }
        const [m] = jsonLines(await run(['scripts/bench-memory.mjs']));
        if (!m) throw new Error('bench-memory printed nothing');
        return m;
      });
    }

    const helloRps = results.hello?.req_per_s;
    const at = new Date().toISOString();
    const meta = { measured_at: at, node: process.version, cpus: os.cpus().length };
    const entries = {};
    for (const [key, r] of Object.entries(results)) {
      entries[key] = {
        ...r,
        ratio_to_hello: helloRps ? Number((r.req_per_s / helloRps).toFixed(3)) : null,
        connections: CONNECTIONS,
        duration_s: DURATION_S,
        ...((key.startsWith('catalogue.') || key.startsWith('cart.')) && dataset
          ? { database: 'sqlite', goods: dataset.goods, search_terms: dataset.search_terms }
          : {}),
        ...meta,
      };
    }
    for (const ck of sustained) {
      entries[`checkout.sustained_${ck.database}`] = {
        ...ck,
        ratio_to_hello: helloRps ? Number((ck.orders_per_s / helloRps).toFixed(4)) : null,
        ...meta,
      };
    }
    for (const st of storms) entries[`checkout.storm_${st.database}`] = { ...st, ...meta };
    for (const rt of realtime) entries['realtime.stock_changed'] = { ...rt, ...meta };
    for (const lh of lighthouse)
      entries[`lighthouse.${lh.screen.replace(/ /g, '_')}`] = { ...lh, ...meta };
    if (memory) entries['server.memory'] = { ...memory, ...meta };

    // Front end: first-load gzip JS of the budgeted pages, when a build is there (npm run build).
    const frontEnd = [];
    if (wanted('frontend'))
      try {
        const { firstLoad, untilIdle } = await import('./first-load.mjs');
        const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8'));
        for (const [name, spec] of Object.entries(budget)) {
          if (name.startsWith('_')) continue;
          // as bundle-size.mjs: a budget with `untilIdle` is everything until the network is idle
          const r = spec.untilIdle
            ? untilIdle(spec.app, spec.page, spec.untilIdle)
            : firstLoad(spec.app, spec.page);
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
      } catch (e) {
        console.error(`CASE FAILED: front end (${e.message}); run npm run build first`);
        failed.push('front end');
      }
    if (failed.length > 0) entries._failed = { cases: failed, ...meta };
    writeResults(entries);

    // One table of every figure (issue 11): what, the figure, and what it is measured against.
    const rows = [];
    for (const [key, e] of Object.entries(entries)) {
      if (key.startsWith('catalogue.') || key.startsWith('cart.') || key === 'hello') {
        rows.push({
          case: key,
          figure: `${e.req_per_s} req/s`,
          'p50 / p99 ms': `${e.p50_ms} / ${e.p99_ms}`,
          against:
            key === 'hello'
              ? 'yardstick'
              : e.ratio_to_hello === null
                ? ''
                : `${(e.ratio_to_hello * 100).toFixed(1)} % of hello`,
        });
      }
    }
    for (const ck of sustained) {
      rows.push({
        case: `sustained checkout ${ck.database}`,
        figure: `${ck.orders_per_s} orders/s (${ck.server_cpu_ms_per_order} ms CPU/order)`,
        'p50 / p99 ms': `${ck.p50_ms} / ${ck.p99_ms} (max ${ck.max_ms})`,
        against:
          `${ck.buyers} buyers, ${ck.connections} conns, ${ck.duration_s} s; consistent: ` +
          `${ck.orders} orders = units = stock - = ledger = payments`,
      });
    }
    for (const st of storms) {
      rows.push({
        case: `checkout storm ${st.database} (race)`,
        figure: `${st.units_sold}/${st.units} units sold, oversold ${st.oversold}`,
        'p50 / p99 ms': '',
        against: `${st.buyers} buyers at once, ${st.refused_423} refused, race over in ${st.ms} ms`,
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
    if (memory) {
      rows.push({
        case: 'server memory (npm start)',
        figure: `${memory.idle_rss_mib} MiB RSS idle`,
        'p50 / p99 ms': '',
        against: `${memory.after_load_rss_mib} MiB after 500 home + detail requests (target idle <= 120)`,
      });
    }
    console.table(rows);
    console.log(`written to ${RESULTS}; ${Math.round((Date.now() - started) / 1000)} s in all`);
    if (failed.length > 0) {
      console.error(`BENCH FAILED: ${failed.length} case(s) could not run: ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(children.map(stop));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
