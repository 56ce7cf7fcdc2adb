// Browser journeys: Debian Chromium, the built apps (built here when missing), a fresh server.
// With E2E_SHARDS=n (n > 1) the journeys run as n Playwright shards side by side, each with its
// own server and database on its own port; their reports are merged into .tmp/e2e-results.json.
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { playwrightCounts, run, runBuffered } from './lib.mjs';

if (!ensureChromium()) process.exit(1);
if (!fs.existsSync('dist/h5/index.html') || !fs.existsSync('dist/kiosk/index.html')) {
  if (!run('node', ['scripts/build-web.mjs']).ok) process.exit(1);
}
const REPORT = '.tmp/e2e-results.json';
const shards = Number(process.env.E2E_SHARDS ?? 1);
let ok;
if (shards > 1) {
  const basePort = Number(process.env.E2E_PORT ?? 8181);
  const parts = await Promise.all(
    Array.from({ length: shards }, async (_, i) => {
      const report = `.tmp/e2e-results-${i + 1}.json`;
      fs.rmSync(report, { force: true });
      const r = await runBuffered('npx', ['playwright', 'test', `--shard=${i + 1}/${shards}`], {
        E2E_PORT: String(basePort + i),
        E2E_REPORT: report,
        E2E_OUTPUT_DIR: `.tmp/test-results-${i + 1}`,
      });
      console.log(`\n── e2e shard ${i + 1}/${shards} (${r.seconds} s) ──`);
      process.stdout.write(r.output);
      return { ...r, report };
    }),
  );
  ok = parts.every((p) => p.ok);
  fs.writeFileSync(REPORT, JSON.stringify(mergeReports(parts.map((p) => p.report))));
} else {
  ok = run('npx', ['playwright', 'test']).ok;
}
const c = playwrightCounts(REPORT);
console.log(
  `e2e: ${ok ? 'ok' : 'FAILED'}${c ? ` (${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped)` : ''}`,
);
process.exit(ok ? 0 : 1);

/** One Playwright JSON report of the shards' reports: their suites and summed stats. */
function mergeReports(files) {
  const merged = {
    suites: [],
    errors: [],
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  };
  for (const f of files) {
    let j;
    try {
      j = JSON.parse(fs.readFileSync(f, 'utf8'));
    } catch {
      merged.stats.unexpected += 1; // a shard without a report failed before reporting
      continue;
    }
    merged.config ??= j.config;
    merged.suites.push(...(j.suites ?? []));
    merged.errors.push(...(j.errors ?? []));
    for (const k of Object.keys(merged.stats)) merged.stats[k] += j.stats?.[k] ?? 0;
  }
  return merged;
}
