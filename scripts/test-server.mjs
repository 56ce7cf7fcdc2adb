// Server tests: always on SQLite; on PostgreSQL too when one is reachable. With
// REQUIRE_POSTGRES=1 (set by .ci/run when PostgreSQL is installed) an unreachable server fails.
import os from 'node:os';
import pg from 'pg';
import { run, vitestCounts } from './lib.mjs';

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

const results = [];
const vitest = (name, env) => {
  const out = `.tmp/server-${name}.json`;
  const r = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  results.push({ name, ...r, counts: vitestCounts(out) });
};

vitest('sqlite', { TEST_DATABASE_URL: '' });
if (await pgReachable()) {
  vitest('postgres', { TEST_DATABASE_URL: PG_URL });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('PostgreSQL is installed but cannot be reached: failing instead of skipping.');
  results.push({ name: 'postgres', ok: false, counts: null });
} else {
  console.log('PostgreSQL tests skipped (no server reachable; set TEST_DATABASE_URL to run them).');
}
for (const r of results) {
  const c = r.counts;
  console.log(
    `server[${r.name}]: ${r.ok ? 'ok' : 'FAILED'}${c ? ` (${c.passed} passed, ${c.failed} failed)` : ''}`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
