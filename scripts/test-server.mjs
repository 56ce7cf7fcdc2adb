// Server tests: always on SQLite; on PostgreSQL too when one is reachable. With
// REQUIRE_POSTGRES=1 (set by .ci/run when PostgreSQL is installed) an unreachable server fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { run, runBuffered, vitestCounts } from './lib.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres:///postgres?host=/var/run/postgresql';
process.env.PGUSER ??= os.userInfo().username;

async function pgReachable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch (e) {
    console.log(`PostgreSQL not reachable at ${PG_URL}: ${e.message}`);
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * What the API tests proved per route (tests/server/harness.ts recordCoverage): the routes the
 * router has, those called with generated bad input (and how many cases), those called with
 * another user's session. Printed after each run.
 */
function coverageSummary(dir) {
  const entries = [];
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      if (line) entries.push(JSON.parse(line));
    }
  }
  // by path: a route answering GET and POST alike is one route
  const key = (e) => e.url.split('?')[0];
  const routes = new Set(entries.filter((e) => e.kind === 'route').map(key));
  const bad = entries.filter((e) => e.kind === 'bad-input');
  const badRoutes = new Set(bad.map(key));
  const other = new Set(entries.filter((e) => e.kind === 'other-user').map(key));
  const cases = bad.reduce((a, e) => a + e.cases, 0);
  const sweep = entries.filter((e) => e.kind === 'sweep');
  const swept = new Set(sweep.map(key));
  const sweepCases = sweep.reduce((a, e) => a + e.cases, 0);
  const withoutBad = [...routes].filter((r) => !badRoutes.has(r));
  return {
    routes: routes.size,
    swept: swept.size,
    sweepCases,
    badRoutes: badRoutes.size,
    cases,
    other: other.size,
    withoutBad,
  };
}

const results = [];
const vitestArgs = (name) => [
  'vitest',
  'run',
  '--project',
  'server',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=.tmp/server-${name}.json`,
];
const coverageDir = (name) => {
  const dir = `.tmp/route-coverage-${name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
};
const finish = (name, r) =>
  results.push({
    name,
    ...r,
    counts: vitestCounts(`.tmp/server-${name}.json`),
    coverage: coverageSummary(`.tmp/route-coverage-${name}`),
  });

/** One suite, its output live. */
const vitest = (name, env) => {
  env = { ...env, ROUTE_COVERAGE_DIR: coverageDir(name) };
  finish(name, run('npx', vitestArgs(name), env));
};

/**
 * Several suites side by side (SQLite and PostgreSQL): each one's output is printed whole when it
 * ends, so the two never interleave.
 */
const vitestSideBySide = async (suites) => {
  console.log(`server: ${suites.map((s) => s.name).join(' and ')} side by side`);
  await Promise.all(
    suites.map(async ({ name, env }) => {
      const r = await runBuffered('npx', vitestArgs(name), {
        ...env,
        ROUTE_COVERAGE_DIR: coverageDir(name),
      });
      console.log(`\n── server[${name}] (${r.seconds} s) ──`);
      process.stdout.write(r.output);
      finish(name, r);
    }),
  );
};

const suites = [{ name: 'sqlite', env: { TEST_DATABASE_URL: '' } }];
if (await pgReachable()) {
  // One worker unless SERVER_TEST_WORKERS says otherwise: the PostgreSQL server's own backends
  // take the second core, and with two workers its slowest files (the bad-input sweeps of live
  // and local) ran past their 20 s timeouts on this 2-core machine under load; SQLite runs in
  // the test process, so it keeps two.
  suites.push({
    name: 'postgres',
    env: { TEST_DATABASE_URL: PG_URL, SERVER_TEST_WORKERS: process.env.SERVER_TEST_WORKERS ?? '1' },
  });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('PostgreSQL is installed but cannot be reached: failing instead of skipping.');
  results.push({ name: 'postgres', ok: false, counts: null });
} else {
  console.log('PostgreSQL tests skipped (no server reachable; set TEST_DATABASE_URL to run them).');
}
// One suite after the other, each with its output live and its files on SERVER_TEST_WORKERS
// workers (vitest.config.ts, default 2). SERVER_SIDE_BY_SIDE=1 runs SQLite and PostgreSQL at once
// (worth it with more cores than workers; on 2 cores `npm test` runs the browser journeys beside
// the server tests instead).
if (suites.length > 1 && process.env.SERVER_SIDE_BY_SIDE === '1') {
  await vitestSideBySide(suites);
} else {
  for (const { name, env } of suites) vitest(name, env);
}
for (const r of results) {
  const c = r.counts;
  console.log(
    `server[${r.name}]: ${r.ok ? 'ok' : 'FAILED'}${c ? ` (${c.passed} passed, ${c.failed} failed)` : ''}`,
  );
  const v = r.coverage;
  if (v?.routes) {
    console.log(
      `  routes: ${v.routes} API routes; generated bad input on ${v.swept} (sweep, ${v.sweepCases} cases); bad input from a valid request on ${v.badRoutes} (${v.cases} cases, database unchanged each time); another user's session refused on ${v.other}; every route called with the other kind of session (route-guard)`,
    );
    fs.writeFileSync(`.tmp/route-coverage-${r.name}.json`, JSON.stringify(v, null, 2));
  }
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
