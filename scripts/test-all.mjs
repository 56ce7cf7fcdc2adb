// `npm test`: format check, lint, typecheck, unit tests, the web build and its size budget, the
// Electron build (electron-vite) and its checks, server tests (SQLite, and PostgreSQL when
// reachable), browser journeys (the Electron ones skip without its binary). Every step runs; the
// summary at the end gives each runner's pass/fail counts.
import fs from 'node:fs';
import { playwrightCounts, playwrightFailures, run, vitestCounts, vitestFailures } from './lib.mjs';

fs.mkdirSync('.tmp', { recursive: true });
const REPORTS = ['unit', 'server-sqlite', 'server-postgres', 'e2e-results'].map(
  (n) => `.tmp/${n}.json`,
);
for (const f of REPORTS) fs.rmSync(f, { force: true }); // no stale report from an earlier run
const steps = [];
const step = (name, cmd, args, counts) => {
  console.log(`\n━━ ${name} ━━`);
  const r = run(cmd, args);
  steps.push({ name, ...r, counts: counts?.() ?? null });
};

step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step(
  'unit',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/unit.json',
  ],
  () => vitestCounts('.tmp/unit.json'),
);
step('build', 'node', ['scripts/build-web.mjs']);
// the Electron app (main, CommonJS preload, renderers) and its output checks
step('electron build', 'node', ['scripts/build-electron.mjs']);
step('bundle size', 'node', ['scripts/bundle-size.mjs']);
step('server', 'node', ['scripts/test-server.mjs'], () => {
  const s = vitestCounts('.tmp/server-sqlite.json');
  const p = fs.existsSync('.tmp/server-postgres.json')
    ? vitestCounts('.tmp/server-postgres.json')
    : null;
  return (
    s && {
      passed: s.passed + (p?.passed ?? 0),
      failed: s.failed + (p?.failed ?? 0),
      detail: p ? 'SQLite + PostgreSQL' : 'SQLite only',
    }
  );
});
step('e2e', 'node', ['scripts/test-e2e.mjs'], () => playwrightCounts('.tmp/e2e-results.json'));

console.log('\n━━ summary ━━');
for (const s of steps) {
  const c = s.counts;
  const counts = c
    ? ` — ${c.passed} passed, ${c.failed} failed${c.detail ? ` (${c.detail})` : ''}`
    : '';
  console.log(
    `${s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(12)} ${String(s.seconds).padStart(4)} s${counts}`,
  );
}
// The names of failed tests, last, so that the tail of a CI log says what broke.
const failures = [
  ...vitestFailures('.tmp/unit.json').map((f) => `unit: ${f}`),
  ...vitestFailures('.tmp/server-sqlite.json').map((f) => `server[sqlite]: ${f}`),
  ...vitestFailures('.tmp/server-postgres.json').map((f) => `server[postgres]: ${f}`),
  ...playwrightFailures('.tmp/e2e-results.json').map((f) => `e2e: ${f}`),
];
for (const f of failures) console.log(`  ✗ ${f}`);
const total = steps.reduce((a, s) => a + s.seconds, 0);
console.log(`total ${total} s`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
