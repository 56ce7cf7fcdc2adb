// CI's check of the README's first command. Runs `npm install && npm start` exactly as written
// (from this clone, on a fresh data directory: `data/` when it does not exist yet, as in a clean
// clone), waits until the server prints its URLs, then checks what a newcomer would try: the
// two apps (compressed), the API, the demo consumer and merchant logins, the sandbox cashier
// and no test-only routes. Then it stops the server and checks that a production start with a
// missing setting exits non-zero with the readable message and no stack trace.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const COMMAND = 'npm install && npm start';
const PORT = Number(process.env.PORT ?? 8080);
const BASE = `http://127.0.0.1:${PORT}`;
const START_LIMIT_MS = 10 * 60_000;

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};

async function portFree(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, () => s.close(() => resolve(true)));
  });
}

if (!(await portFree(PORT))) {
  console.error(`port ${PORT} is taken: stop what listens there or set PORT`);
  process.exit(1);
}

// A fresh data directory: the clone's own `data/` when it does not exist yet (a clean clone,
// as in CI), else a temporary one (a developer's machine with a database already there).
const env = { ...process.env, PORT: String(PORT) };
delete env.NODE_ENV;
delete env.DATABASE_URL;
delete env.REDIS_URL;
let dataDir = path.resolve('data');
const ownData = !fs.existsSync(dataDir);
if (!ownData) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-data-'));
  env.DATA_DIR = dataDir;
}
console.log(`$ ${COMMAND}    (data directory: ${path.relative('.', dataDir) || dataDir})`);

const child = spawn('sh', ['-c', COMMAND], {
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
const ready = new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error('no URLs printed in 10 minutes')),
    START_LIMIT_MS,
  );
  const onData = (chunk) => {
    out += chunk;
    process.stdout.write(chunk);
    if (/Demo merchant:.*\n/.test(out)) {
      clearTimeout(timer);
      resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code) => {
    clearTimeout(timer);
    reject(new Error(`"${COMMAND}" exited with ${code} before serving`));
  });
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function json(url, init) {
  const res = await fetch(`${BASE}${url}`, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}
const form = (o) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(o).toString(),
});

try {
  await ready;
  check(/WARNING: DEMO MODE/.test(out), 'warns at start that it runs in demo mode');
  // issue 20: `admin`, the operator console
  for (const app of ['h5', 'kiosk', 'admin']) {
    const res = await fetch(`${BASE}/${app}/`);
    const html = await res.text();
    check(res.status === 200 && html.includes('<script'), `/${app}/ serves the app`);
    // the entry is a module script tag, or (h5, issue 21) named in the boot script's config,
    // which adds it once the first view has painted
    const src = (/<script type="module"[^>]*src="([^"]+\.js)"/.exec(html) ??
      /"entry":"([^"]+\.js)"/.exec(html))?.[1];
    const entry = src && new URL(src, `${BASE}/${app}/`).pathname;
    const asset =
      entry && (await fetch(`${BASE}${entry}`, { headers: { 'accept-encoding': 'br' } }));
    check(
      asset?.status === 200 && asset.headers.get('content-encoding') === 'br',
      `/${app}/ entry script is served compressed (${entry ?? 'no entry found'})`,
    );
  }
  const config = await json('/api/v3/config');
  check(config.status === 200 && config.body?.code === 0, 'the API answers /api/v3/config');
  // the login carries the agreement version the user accepted (issue 19 part E)
  const login = await json(
    '/api/login',
    form({
      mobile: '13800138000',
      password: 'demo123456',
      agreement_version: config.body?.data?.agreement_version ?? '',
    }),
  );
  check(login.body?.code === 200 && Boolean(login.body?.data?.token), 'the demo consumer logs in');
  const info = await json('/api/user/get_user_info', {
    headers: { authorization: `Bearer ${login.body?.data?.token}` },
  });
  check(info.body?.code === 200, 'the consumer session works (/api/user/get_user_info)');
  const merchant = await json(
    '/api/admin/login',
    form({ account: 'merchant', password: 'demo123456' }),
  );
  check(
    merchant.status === 200 && Boolean(merchant.body?.data?.token),
    'the demo merchant logs in',
  );
  // issue 20: the printed demo operator signs in to the console (TOTP enabled: a challenge)
  const operator = await json('/api/ops/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo123456' }),
  });
  check(
    /Demo operator:.*admin/.test(out) &&
      operator.status === 200 &&
      operator.body?.data?.status === 'totp' &&
      Boolean(operator.body?.data?.challenge),
    'the demo operator signs in (password accepted, TOTP step next)',
  );
  const outbox = await fetch(`${BASE}/__dev/sms-outbox`);
  check(outbox.status === 200, 'the demo SMS outbox shows codes');
  const testRoute = await fetch(`${BASE}/__test/clock`, { method: 'POST' });
  check(testRoute.status === 404, 'no test-only routes (/__test/clock is 404)');
} catch (err) {
  check(false, err.message);
} finally {
  stop();
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
}

// Production without demo mode and without its providers: refused, readably.
const prodData = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-prod-'));
const prod = spawnSync(process.execPath, [path.join('dist', 'server', 'main.js')], {
  env: { ...env, NODE_ENV: 'production', DEMO_MODE: 'false', DATA_DIR: prodData },
  encoding: 'utf8',
  timeout: 60_000,
});
fs.rmSync(prodData, { recursive: true, force: true });
check(
  prod.status !== 0 && prod.status !== null,
  `production with a missing setting exits non-zero (${prod.status})`,
);
check(
  /PAYMENT_PROVIDERS is missing/.test(prod.stderr) && /SMS_PROVIDER is missing/.test(prod.stderr),
  'and its message names every missing variable',
);
check(!/\n\s+at /.test(prod.stderr), 'and prints no stack trace');
if (failures.length) console.log(prod.stderr);

console.log(
  failures.length
    ? `\nnpm start: ${failures.length} check(s) failed`
    : '\nnpm start: all checks passed',
);
process.exit(failures.length ? 1 : 0);
