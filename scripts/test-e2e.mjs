// Browser journeys: Debian Chromium, the built apps (built here when missing), a fresh server.
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { playwrightCounts, run } from './lib.mjs';

if (!ensureChromium()) process.exit(1);
if (!existsSync('dist/h5/index.html') || !existsSync('dist/kiosk/index.html')) {
  if (!run('node', ['scripts/build-web.mjs']).ok) process.exit(1);
}
const r = run('npx', ['playwright', 'test']);
const c = playwrightCounts('.tmp/e2e-results.json');
console.log(
  `e2e: ${r.ok ? 'ok' : 'FAILED'}${c ? ` (${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped)` : ''}`,
);
process.exit(r.ok ? 0 : 1);
