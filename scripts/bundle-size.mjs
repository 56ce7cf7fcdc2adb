// First-load gzip JS of each app: the entry chunk, its static imports, and the given pages'
// chunks; and, for a budget with `untilIdle` (the chunks its first view loads lazily), everything
// the page fetches until the network is idle, gzip JS + CSS (issue 21). Checked against
// bench/budget.json in `npm test`; both come from the build's manifest (milliseconds).
import fs from 'node:fs';
import { firstLoad, untilIdle } from './first-load.mjs';

const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8'));

let failed = false;
const results = {};
for (const [name, spec] of Object.entries(budget)) {
  if (name.startsWith('_')) continue;
  const r = spec.untilIdle
    ? untilIdle(spec.app, spec.page, spec.untilIdle)
    : firstLoad(spec.app, spec.page);
  delete r.list;
  results[name] = r;
  const ok = r.bytes <= spec.maxGzipBytes;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${(r.bytes / 1024).toFixed(1)} KB gzip ${spec.untilIdle ? 'JS + CSS until idle' : 'JS'} in ${r.files} files (budget ${(spec.maxGzipBytes / 1024).toFixed(0)} KB)`,
  );
}
if (process.argv.includes('--json'))
  fs.writeFileSync('bench/bundle-size.json', JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);
