// Shared bits of the test scripts: running a command and reading runners' JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Passed/failed counts from a vitest JSON report. */
export function vitestCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests ?? 0 };
  } catch {
    return null;
  }
}

/** Passed/failed counts from a Playwright JSON report. */
export function playwrightCounts(file) {
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    return { passed: s.expected, failed: s.unexpected + (s.flaky ?? 0), skipped: s.skipped };
  } catch {
    return null;
  }
}
