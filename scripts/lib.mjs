// Shared bits of the test scripts: running a command, reading runners' JSON reports, starting a
// seeded server for the measuring scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

/**
 * Runs a command without blocking, its output (stdout and stderr, interleaved as they came)
 * buffered: for steps that run side by side, whose output is printed whole when each ends.
 * Colours are kept when our own output is a terminal.
 */
export function runBuffered(cmd, args, env = {}) {
  const started = Date.now();
  const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...env },
    });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const done = (code, error) =>
      resolve({
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString() + (error ? `\n${error.message}\n` : ''),
      });
    child.on('error', (e) => done(1, e));
    child.on('close', (code) => done(code));
  });
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

/** "file › test: first line of the error" for each failed test of a vitest JSON report. */
export function vitestFailures(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const out = [];
    for (const f of j.testResults ?? []) {
      const rel = f.name.replace(process.cwd() + '/', '');
      for (const a of f.assertionResults ?? []) {
        if (a.status !== 'failed') continue;
        const msg = String(a.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        out.push(`${rel} › ${a.fullName}: ${msg}`);
      }
      if ((f.assertionResults ?? []).length === 0 && f.status === 'failed') {
        out.push(
          `${rel}: ${String(f.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      }
    }
    return out;
  } catch {
    return [];
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

/** "file › title" for each test of a Playwright JSON report that failed or only passed on retry. */
export function playwrightFailures(file) {
  try {
    const out = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected' || t.status === 'flaky') {
            // the first lines of the error, so a CI log's tail says what failed and where
            const err = (t.results ?? []).map((r) => r.error).find(Boolean);
            const msg = String(err?.message ?? '')
              // eslint-disable-next-line no-control-regex
              .replace(/\u001b\[[0-9;]*m/g, '')
              .split('\n')
              .filter((l) => l.trim())
              .slice(0, 4)
              .join(' | ')
              .slice(0, 400);
            const at = err?.location
              ? ` at ${err.location.file.split('/').pop()}:${err.location.line}`
              : '';
            out.push(`${spec.file} › ${spec.title} (${t.status})${at}${msg ? `: ${msg}` : ''}`);
          }
        }
      }
      for (const s of suite.suites ?? []) walk(s);
    };
    for (const s of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(s);
    return out;
  } catch {
    return [];
  }
}

/**
 * The server on a fresh seeded data directory (`src/server/main.ts` under tsx, NODE_ENV=test),
 * for the measuring scripts (bench-lighthouse.mjs, until-idle.mjs). Resolves once `probe`
 * answers 200; `stop()` ends it and removes the directory.
 */
export async function startSeededServer({
  port,
  env = {},
  probe = '/api/v3/kf',
  prefix = 'shop-',
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${probe}`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
